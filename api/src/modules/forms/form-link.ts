/**
 * The shop page a form is filled in on (a phone is sent on to MOBILE_FORM_URL from there): what the special-offers
 * page and a home banner link to. The language prefix is the shell's to add.
 */
export const formLink = (kind: string, formKey: string) =>
  kind === 'paper' ? `/activity/submitForm?type=paper&formId=${formKey}` : `/activity/commonForm?type=${kind}&formId=${formKey}`;
