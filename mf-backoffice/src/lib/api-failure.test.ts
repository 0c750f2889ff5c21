import { describe, expect, it } from 'vitest';
import { fieldOf, readFailure } from './api-failure';

const FIELDS = ['name', 'name.zh', 'name.en', 'brand', 'categoryId'];

describe('reading a refused call', () => {
  it('finds the field a 400 names, quoted (English) or not (the other languages)', () => {
    expect(fieldOf('Missing required field "name.en"', FIELDS)).toBe('name.en');
    expect(fieldOf('缺少必填字段 name.en', FIELDS)).toBe('name.en');
    expect(fieldOf('字段 brand 最多 80 个字符', FIELDS)).toBe('brand');
    expect(fieldOf('필수 항목 categoryId이(가) 없습니다', FIELDS)).toBe('categoryId');
    expect(fieldOf('字段 name.enx 无效', FIELDS)).toBeUndefined();
    expect(fieldOf('Sign in again', FIELDS)).toBeUndefined();
  });

  it('keeps the server’s message and status, and names a field only for a 400', () => {
    const refused = { isAxiosError: true, response: { status: 400, data: { code: 400, message: '字段 brand 格式不正确', data: null } } };
    expect(readFailure(refused, 'failed', FIELDS)).toEqual({ status: 400, message: '字段 brand 格式不正确', field: 'brand' });
    const stale = { isAxiosError: true, response: { status: 409, data: { code: 409, message: 'Changed meanwhile "name"', data: null } } };
    expect(readFailure(stale, 'failed', FIELDS)).toEqual({ status: 409, message: 'Changed meanwhile "name"' });
    expect(readFailure(new Error('x'), 'failed')).toEqual({ status: undefined, message: 'x' });
  });
});
