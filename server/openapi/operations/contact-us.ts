import {
  contactCategoriesResponseSchema,
  contactUsRequestSchema,
  contactUsResponseSchema,
} from '@/lib/contracts/contact-us';
import { json, named, type Operation } from '../operation';

const tag = 'Contact us';

export const contactUsOperations: Operation[] = [
  {
    method: 'get',
    path: '/consumers-v3/contactus/categorySubject',
    summary: 'The topics a message can be about, each with its subjects, in the request locale',
    tag,
    success: json(named('ContactCategoriesResponse', contactCategoriesResponseSchema)),
  },
  {
    method: 'post',
    path: '/consumers-v3/contactus',
    summary: 'A message to customer service; acknowledged by email with a case number',
    tag,
    body: named('ContactUsRequest', contactUsRequestSchema),
    success: json(named('ContactUsResponse', contactUsResponseSchema), 201),
    errors: ['AUT403', 'ATTR200', 'CNT429'],
  },
];
