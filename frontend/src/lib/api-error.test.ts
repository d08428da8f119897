import { apiErrorBody, apiErrorMessage } from './api-error';

describe('the text a golfer sees for a failed call', () => {
  it("is the API's message, with no status code in front", () => {
    const refused = {
      status: 400,
      data: { success: false, error: { code: 'INVALID_CODE', message: 'That code is not valid.' } },
    };
    expect(apiErrorMessage(refused)).toBe('That code is not valid.');
  });

  it('is a plain-text body as it came, else the status in words', () => {
    expect(apiErrorMessage({ status: 503, data: 'Queue unavailable' })).toBe('Queue unavailable');
    expect(apiErrorMessage({ status: 502, data: '' })).toBe('Bad Gateway');
    expect(apiErrorMessage({ status: 599, data: null })).toBe('Request failed');
  });

  it("never shows a proxy's HTML error page", () => {
    const page = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    expect(apiErrorMessage({ status: 502, data: page })).toBe('Bad Gateway');
    expect(
      apiErrorMessage({ status: 'PARSING_ERROR', originalStatus: 504, data: page, error: 'x' }),
    ).toBe('Gateway Timeout');
  });

  it('says what to do when the call never reached TeeWatch', () => {
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'Network error. Please check your connection and try again.',
    );
  });
});

describe('apiErrorBody', () => {
  it('reads the API error shape, keeping only well-formed field problems', () => {
    expect(
      apiErrorBody({
        success: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Check the form.',
          fields: [{ field: 'email', message: 'Please enter a valid email address' }, { field: 3 }],
        },
      }),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Check the form.',
      fields: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
  });

  it('is nothing for a body of another shape', () => {
    expect(apiErrorBody({ success: true })).toBeUndefined();
    expect(apiErrorBody({ success: false, error: { code: 404 } })).toBeUndefined();
    expect(apiErrorBody('Bad Gateway')).toBeUndefined();
    expect(apiErrorBody(null)).toBeUndefined();
  });
});
