import { apiGet } from '@labmall/shared/api/lazy-client';
import { getToken } from '@labmall/shared/auth/tokens';
import { getRuntimeConfig } from '@labmall/shared/config/runtime-config';
import { languageByCode } from '@labmall/shared/i18n/languages';
import { appStore } from '@labmall/shared/store/app-store';

/**
 * A signed-in GET as a Blob (a staff-only photo shown in the console, a file to save). A link or an <img> cannot
 * carry the sign-in (a bearer token), so the file is fetched with it. Rejects with the HTTP status when the
 * server refuses.
 */
export async function fetchFileBlob(path: string): Promise<Blob> {
  const get = () => {
    const token = getToken();
    return fetch(`${getRuntimeConfig().shopHost || ''}${path}`, {
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        'Accept-Language': languageByCode(appStore.getState().language.language).htmlLang,
      },
    });
  };
  let response = await get();
  if (response.status === 401) {
    // The access token ran out (a staff one lives 15 minutes): one call through the API client refreshes it the
    // way every other call does, then the file is asked for again.
    await apiGet('/api/auth/user').catch(() => undefined);
    response = await get();
  }
  if (!response.ok) throw new Error(`download failed: HTTP ${response.status}`);
  return response.blob();
}

/** A signed-in GET saved as a file (a quotation's PDF, the catalogue export, a form's CSV) under `fileName`. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await fetchFileBlob(path));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
