import { describe, expect, it } from 'vitest';
import { ADYEN_TERMINAL_URLS, createAdyenTerminal, parseTerminals } from './adyen-terminal';
import { PaymentProviderError } from './provider';

const request = {
  storeId: 'US001',
  reference: 'ST12345678',
  idempotencyKey: 'basket-1:v3',
  amount: { value: 12_990, currency: 'USD' as const },
};

function terminalAnswering(answer: unknown, status = 200) {
  const sent: { url: string; init: RequestInit }[] = [];
  const terminal = createAdyenTerminal({
    apiKey: 'test-key',
    terminals: parseTerminals('US001=V400m-123456789, US002=P400Plus-987654321'),
    url: ADYEN_TERMINAL_URLS.test,
    fetch: async (url, init) => {
      sent.push({ url: String(url), init: init! });
      return new Response(JSON.stringify(answer), { status });
    },
  });
  return { terminal, sent };
}

const paymentResponse = (
  response: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  SaleToPOIResponse: {
    MessageHeader: { MessageType: 'Response' },
    PaymentResponse: { Response: response, ...extra },
  },
});

describe('Adyen terminal (Terminal API, cloud sync)', () => {
  it('sends a nexo PaymentRequest to the store’s terminal, the order number as its reference', async () => {
    const { terminal, sent } = terminalAnswering(
      paymentResponse(
        {
          Result: 'Success',
          AdditionalResponse: 'tid=47069832&pspReference=QJQ3KTBH6X6FL782&cardType=mc',
        },
        {
          PaymentResult: {
            PaymentInstrumentData: {
              CardData: { PaymentBrand: 'mc', MaskedPan: '541333 **** 9999' },
            },
          },
        },
      ),
    );
    const outcome = await terminal.pay(request);
    expect(outcome).toEqual({
      resultCode: 'Authorised',
      pspReference: 'QJQ3KTBH6X6FL782',
      card: { brand: 'mc', lastFour: '9999' },
    });
    expect(sent[0]!.url).toBe('https://terminal-api-test.adyen.com/sync');
    expect(new Headers(sent[0]!.init.headers).get('x-api-key')).toBe('test-key');
    const body = JSON.parse(String(sent[0]!.init.body));
    expect(body.SaleToPOIRequest.MessageHeader).toMatchObject({
      ProtocolVersion: '3.0',
      MessageClass: 'Service',
      MessageCategory: 'Payment',
      MessageType: 'Request',
      POIID: 'V400m-123456789',
    });
    expect(body.SaleToPOIRequest.MessageHeader.ServiceID).toMatch(/^[0-9a-f]{10}$/);
    expect(body.SaleToPOIRequest.PaymentRequest).toMatchObject({
      SaleData: { SaleTransactionID: { TransactionID: 'ST12345678' } },
      PaymentTransaction: { AmountsReq: { Currency: 'USD', RequestedAmount: 129.9 } },
    });
  });

  it('reads the pspReference from the POI transaction id when the additional response has none', async () => {
    const { terminal } = terminalAnswering(
      paymentResponse(
        { Result: 'Success' },
        {
          POIData: { POITransactionID: { TransactionID: 'BV0q001765198665002.NC6HT9CRT65ZGN82' } },
        },
      ),
    );
    expect(await terminal.pay(request)).toEqual({
      resultCode: 'Authorised',
      pspReference: 'NC6HT9CRT65ZGN82',
    });
  });

  it('answers a declined or cancelled card as refused, and a failing service as an error', async () => {
    const declined = terminalAnswering(
      paymentResponse({
        Result: 'Failure',
        ErrorCondition: 'Refusal',
        AdditionalResponse: 'refusalReason=Not%20enough%20balance&pspReference=ABC',
      }),
    );
    expect(await declined.terminal.pay(request)).toEqual({
      resultCode: 'Refused',
      pspReference: 'ABC',
      refusalReason: 'Not enough balance',
    });
    const cancelled = terminalAnswering(
      paymentResponse({ Result: 'Failure', ErrorCondition: 'Cancel' }),
    );
    expect((await cancelled.terminal.pay(request)).resultCode).toBe('Cancelled');

    const down = terminalAnswering({ message: 'unauthorised' }, 401);
    await expect(down.terminal.pay(request)).rejects.toBeInstanceOf(PaymentProviderError);
    const unknownStore = terminalAnswering({});
    expect(unknownStore.terminal.servesStore('GB001')).toBe(false);
    await expect(
      unknownStore.terminal.pay({ ...request, storeId: 'GB001' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('asks the terminal what became of a payment whose answer was lost', async () => {
    const bodies: Record<string, unknown>[] = [];
    const statusAnswer = (transactionStatus: Record<string, unknown>) => {
      bodies.length = 0;
      return createAdyenTerminal({
        apiKey: 'test-key',
        terminals: parseTerminals('US001=V400m-123456789'),
        url: ADYEN_TERMINAL_URLS.test,
        fetch: async (_url, init) => {
          const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
          bodies.push(body);
          if (bodies.length === 1) throw new TypeError('fetch failed');
          return Response.json({
            SaleToPOIResponse: { TransactionStatusResponse: transactionStatus },
          });
        },
      });
    };
    const found = statusAnswer({
      Response: { Result: 'Success' },
      RepeatedMessageResponse: {
        RepeatedResponseMessageBody: {
          PaymentResponse: {
            Response: { Result: 'Success', AdditionalResponse: 'pspReference=LOST1' },
          },
        },
      },
    });
    expect(await found.pay(request)).toEqual({ resultCode: 'Authorised', pspReference: 'LOST1' });
    const [payment, status] = bodies as {
      SaleToPOIRequest: {
        MessageHeader: { ServiceID: string };
        TransactionStatusRequest?: unknown;
      };
    }[];
    expect(status!.SaleToPOIRequest.TransactionStatusRequest).toEqual({
      MessageReference: {
        MessageCategory: 'Payment',
        SaleID: 'stride-till',
        ServiceID: payment!.SaleToPOIRequest.MessageHeader.ServiceID,
      },
    });

    const neverReceived = statusAnswer({
      Response: { Result: 'Failure', ErrorCondition: 'NotFound' },
    });
    await expect(neverReceived.pay(request)).rejects.toThrow(/NotFound/);
  });

  it('reads ADYEN_TERMINALS as STORE_ID=POIID pairs', () => {
    expect([...parseTerminals('US001=V400m-1,US002=V400m-2,')]).toEqual([
      ['US001', 'V400m-1'],
      ['US002', 'V400m-2'],
    ]);
    expect(() => parseTerminals('US001')).toThrow(/STORE_ID=POIID/);
  });
});
