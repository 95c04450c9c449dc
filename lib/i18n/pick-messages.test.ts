import { pickMessages } from './pick-messages';

const messages = {
  Auth: { signIn: 'Sign in', forgot: { title: 'Forgot?' } },
  Associate: { login: { title: 'Associates' }, banner: { title: 'Till' }, other: { a: 'b' } },
  Cart: { title: 'Bag' },
};

it('keeps the namespaces asked for, whole or in part, and nothing else', () => {
  expect(pickMessages(messages, ['Auth', 'Associate.login', 'Associate.banner'])).toEqual({
    Auth: messages.Auth,
    Associate: { login: { title: 'Associates' }, banner: { title: 'Till' } },
  });
});

it('leaves the catalogue as it was when a part follows its whole', () => {
  const picked = pickMessages(messages, ['Associate', 'Associate.login']);
  expect(picked).toEqual({ Associate: messages.Associate });
  expect(Object.keys(messages.Associate)).toEqual(['login', 'banner', 'other']);
});

it('skips a namespace the catalogue does not have', () => {
  expect(pickMessages(messages, ['Missing'])).toEqual({});
});
