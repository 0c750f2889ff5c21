import { mountStandaloneNotice } from '@labmall/shared/ui/standalone-notice';

mountStandaloneNotice(__APP_NAME__);
