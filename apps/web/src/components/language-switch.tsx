// The switch to the same page in the shop's other languages (decision 0331), in the header and the footer: a link
// to the page's address in that language, named in its own script, for each language the shop has on (its
// settings). Following it keeps the choice (a cookie the server reads for the shop's home page); the shopper's
// browser language never decides alone.
import { languageCookie, languageNames, languagePath } from '@chamak/shared/i18n/languages';
import { useLocation } from 'react-router';
import { enabledLanguages, pageLanguage, t } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';

/**
 * Keeps the shopper's choice for a year; a signed-in shopper's also on their account, which their mails, SMS and
 * WhatsApp messages then speak (sent with keepalive: the page is left as it goes).
 */
function remember(language: string) {
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
  const { token, userId } = session.read();
  if (token && userId)
    fetch('/api/user/language', {
      method: 'PUT',
      keepalive: true,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language }),
    }).catch(() => {});
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const current = pageLanguage();
  return (
    <>
      {enabledLanguages()
        .filter((language) => language !== current)
        .map((language) => (
          <a
            key={language}
            href={languagePath(language, `${pathname}${search}`)}
            hrefLang={language}
            lang={language}
            className={className}
            title={t('Read this page in {language}', { language: languageNames[language].own })}
            onClick={() => remember(language)}
          >
            {languageNames[language].own}
          </a>
        ))}
    </>
  );
}
