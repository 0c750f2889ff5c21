import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { saveErrorOf } from './save-error';

const refused = (status: number, message: string) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, null, {
    status, statusText: '', headers: new AxiosHeaders(), config: { headers: new AxiosHeaders() }, data: { code: status, message, data: null },
  });

describe('where a refused save is shown', () => {
  it('puts a 400 beside the field its message names, in any of the four languages', () => {
    expect(saveErrorOf(refused(400, 'Field "mobile" has the wrong format'), 'x')).toEqual({ field: 'mobile', message: 'Field "mobile" has the wrong format' });
    expect(saveErrorOf(refused(400, '字段 districtCode 的值无效'), 'x').field).toBe('districtCode');
    expect(saveErrorOf(refused(400, '항목 cityCode은(는) 올바르지 않습니다'), 'x').field).toBe('cityCode');
  });

  it('shows for the whole form what names no field of the form, a 409, or a lost connection', () => {
    expect(saveErrorOf(refused(400, 'Unknown field "color"'), 'x')).toEqual({ message: 'Unknown field "color"' });
    expect(saveErrorOf(refused(409, 'You can save at most 20 addresses'), 'x')).toEqual({ message: 'You can save at most 20 addresses' });
    expect(saveErrorOf(new AxiosError('Network Error', 'ERR_NETWORK'), 'Could not save')).toEqual({ message: 'Could not save' });
  });
});
