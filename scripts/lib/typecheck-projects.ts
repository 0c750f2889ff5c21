/** Every TypeScript project of the repository, each checked on its own with its own settings (strict everywhere). */
export const TYPECHECK_PROJECTS = ['.', 'shared', 'shell', 'mf-catalog', 'mf-cart-checkout', 'mf-account', 'mf-points-mall', 'mf-study-zone', 'mf-help-service', 'mf-backoffice', 'api', 'e2e'];
