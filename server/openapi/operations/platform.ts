import { z } from 'zod';
import { clientEventSchema, invalidResponseSchema } from '@/lib/contracts/monitoring';
import { notificationRequestSchema } from '../../payments/adyen-notifications';
import { json, named, noContent, type Operation } from '../operation';

/** The paths no shopper's page calls as an API client: reports, Adyen, and this description. */
export const platformOperations: Operation[] = [
  {
    method: 'post',
    path: '/monitoring/v1/events',
    summary: "A page's error or event report (also as a text/plain beacon)",
    tag: 'Monitoring',
    body: named('ClientEvent', clientEventSchema),
    success: noContent,
    errors: ['AUT403'],
    withoutStorefrontHeaders: true,
  },
  {
    method: 'post',
    path: '/validate-response',
    summary: 'A reply the page found not matching its contract (demo mode with VALIDATE_RESPONSES)',
    tag: 'Monitoring',
    body: named('InvalidResponseReport', invalidResponseSchema),
    success: noContent,
    errors: ['AUT403'],
    withoutStorefrontHeaders: true,
  },
  {
    method: 'post',
    path: '/adyen/notifications',
    summary: "Adyen's payment notifications, behind basic auth and HMAC signatures",
    tag: 'Webhooks',
    body: named('AdyenNotificationRequest', notificationRequestSchema),
    success: { status: 200, text: '[accepted]' },
    errors: ['AUT401'],
    withoutStorefrontHeaders: true,
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This description of the API (OpenAPI 3.1)',
    tag: 'Meta',
    success: json(named('OpenApiDocument', z.looseObject({ openapi: z.literal('3.1.0') }))),
    withoutStorefrontHeaders: true,
  },
];
