import type { Catalogue } from '../lib/i18n';

type Key = 'heading' | 'website' | 'email' | 'newTab';

/** Network names are brands and stay as they are; only the generic ones are translated. */
export const socialMessages: Catalogue<Key> = {
  en: { heading: 'Follow us', website: 'Website', email: 'Email', newTab: 'opens in a new tab' },
  ar: { heading: 'تابعنا', website: 'الموقع الإلكتروني', email: 'البريد الإلكتروني', newTab: 'يفتح في علامة تبويب جديدة' },
  cs: { heading: 'Sledujte nás', website: 'Web', email: 'E-mail', newTab: 'otevře se na nové kartě' },
  de: { heading: 'Folge uns', website: 'Webseite', email: 'E-Mail', newTab: 'öffnet in einem neuen Tab' },
  es: { heading: 'Síguenos', website: 'Sitio web', email: 'Correo electrónico', newTab: 'se abre en una pestaña nueva' },
  fr: { heading: 'Suivez-nous', website: 'Site web', email: 'E-mail', newTab: "s'ouvre dans un nouvel onglet" },
  nb: { heading: 'Følg oss', website: 'Nettsted', email: 'E-post', newTab: 'åpnes i en ny fane' },
  nl: { heading: 'Volg ons', website: 'Website', email: 'E-mail', newTab: 'opent in een nieuw tabblad' },
  pl: { heading: 'Obserwuj nas', website: 'Strona internetowa', email: 'E-mail', newTab: 'otwiera się w nowej karcie' },
  'pt-BR': { heading: 'Siga a gente', website: 'Site', email: 'E-mail', newTab: 'abre em uma nova aba' },
  pt: { heading: 'Siga-nos', website: 'Site', email: 'E-mail', newTab: 'abre num novo separador' },
  sv: { heading: 'Följ oss', website: 'Webbplats', email: 'E-post', newTab: 'öppnas i en ny flik' },
};
