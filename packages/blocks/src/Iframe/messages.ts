import type { Catalogue } from '../lib/i18n';

export const iframeMessages: Catalogue<'embedded'> = {
  en: { embedded: 'Embedded content' },
  ar: { embedded: 'محتوى مضمّن' },
  cs: { embedded: 'Vložený obsah' },
  de: { embedded: 'Eingebetteter Inhalt' },
  es: { embedded: 'Contenido incrustado' },
  fr: { embedded: 'Contenu intégré' },
  nb: { embedded: 'Innebygd innhold' },
  nl: { embedded: 'Ingesloten inhoud' },
  pl: { embedded: 'Osadzona treść' },
  'pt-BR': { embedded: 'Conteúdo incorporado' },
  pt: { embedded: 'Conteúdo incorporado' },
  sv: { embedded: 'Inbäddat innehåll' },
};
