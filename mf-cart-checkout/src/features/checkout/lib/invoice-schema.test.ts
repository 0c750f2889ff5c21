import { describe, expect, it } from 'vitest';
import { checkInvoice, emptyInvoiceDraft, type InvoiceDraft } from './invoice-schema';

const special: InvoiceDraft = {
  type: 'special', title: 'Institute of Physics, CAS', taxNumber: '12100000400012345X', bank: 'ICBC Haidian branch',
  bankAccount: '0200004509089131550', registeredAddress: '8 Third South Street, Zhongguancun, Beijing', registeredPhone: '010-82649000',
};

describe('invoice schema (mirrors the API)', () => {
  it('sends nothing but the type when no invoice is wanted, whatever was typed before', () => {
    expect(checkInvoice({ ...special, type: 'none' })).toEqual({ invoice: { type: 'none' } });
  });

  it('requires every field of a special VAT invoice', () => {
    expect(checkInvoice({ ...emptyInvoiceDraft, type: 'special' })).toEqual({
      errors: { title: 'required', taxNumber: 'required', bank: 'required', bankAccount: 'required', registeredAddress: 'required', registeredPhone: 'required' },
    });
    expect(checkInvoice(special)).toEqual({ invoice: special });
  });

  it('checks formats: tax number 15–20 capitals/digits, account 8–30 digits, phone digits and dashes', () => {
    const bad = checkInvoice({ ...special, taxNumber: '12345', bankAccount: '12-34', registeredPhone: '+86 10 1234' });
    expect(bad).toEqual({ errors: { taxNumber: 'taxNumber', bankAccount: 'bankAccount', registeredPhone: 'phone' } });
    expect(checkInvoice({ ...special, taxNumber: 'A'.repeat(21) })).toEqual({ errors: { taxNumber: 'taxNumber' } });
    expect(checkInvoice({ ...special, bankAccount: '1'.repeat(31) })).toEqual({ errors: { bankAccount: 'bankAccount' } });
  });

  it('takes a tax number or account number as people copy them (spaces, lower case) and sends it normalized', () => {
    const result = checkInvoice({ ...special, taxNumber: ' 9111 0000 1000 1234 5x ', bankAccount: '0200 0045 0908 9131 550' });
    expect(result).toEqual({ invoice: { ...special, taxNumber: '91110000100012345X', bankAccount: '0200004509089131550' } });
  });

  it('lets a person leave the tax number of an ordinary invoice empty, but checks one that is given', () => {
    const person = { ...emptyInvoiceDraft, type: 'ordinary' as const, title: '  Li Wei ', bank: 'ignored' };
    expect(checkInvoice(person)).toEqual({ invoice: { type: 'ordinary', title: 'Li Wei', taxNumber: '' } });
    expect(checkInvoice({ ...person, taxNumber: 'ABC' })).toEqual({ errors: { taxNumber: 'taxNumber' } });
    expect(checkInvoice({ ...person, title: ' ' })).toEqual({ errors: { title: 'required' } });
  });
});
