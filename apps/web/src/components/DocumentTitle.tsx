import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An element with this attribute names its page in the browser's title when its heading alone
 * would not (the course list's tabs share one heading).
 */
export const DOCUMENT_TITLE_ATTRIBUTE = 'data-document-title';

/** The page's name: the attribute above, else the text of its h1. */
function pageName(): string {
  const named = document.querySelector(`[${DOCUMENT_TITLE_ATTRIBUTE}]`);
  return (
    named?.getAttribute(DOCUMENT_TITLE_ATTRIBUTE) ??
    document.querySelector('h1')?.textContent ??
    ''
  ).trim();
}

/**
 * The browser's title follows the page's heading ("Courses · Academy", a course's own title), in
 * the user's language, on every route and whatever loads later. Every page has an h1, so no page
 * has to set its title; while none shows (loading), the title is the product's name. Renders nothing.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  useEffect(() => {
    const update = () => {
      const page = pageName();
      const product = t('app.name');
      const title = page && page !== product ? t('shell.documentTitle', { page, product }) : product;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: [DOCUMENT_TITLE_ATTRIBUTE],
    });
    return () => observer.disconnect();
  }, [t]);
  return null;
}
