/**
 * The shop's React bindings for i18next. Areas import them from here, never from react-i18next: this module
 * is a Module Federation singleton (one instance for the shell and every remote), and listing the names keeps
 * the unused parts (Trans and its HTML parser) out of the bundle. Add a name here when an area needs it.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
