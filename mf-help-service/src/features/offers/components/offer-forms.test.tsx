import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInShop } from '@labmall/shared/testing/render-in-shop';
import { OfferForms } from './offer-forms';

afterEach(cleanup);

describe('activity forms on the special-offers page', () => {
  it('links each form staff listed to its page in the reader\'s language', () => {
    renderInShop(<OfferForms forms={[{ formId: 'workshop', type: 'common', title: 'Cathode workshop', intro: 'Two days in Suzhou', link: '/activity/commonForm?type=common&formId=workshop' }]} />, { url: '/en/activity/specialOffer' }, '/activity/specialOffer');
    expect(screen.getByRole('heading', { name: 'Activities to join' })).toBeTruthy();
    expect(screen.getByText('Two days in Suzhou')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up: Cathode workshop' }).getAttribute('href')).toBe('/en/activity/commonForm?type=common&formId=workshop');
  });
});
