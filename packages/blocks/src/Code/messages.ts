import type { Catalogue } from '../lib/i18n';

export const codeMessages: Catalogue<'frame'> = {
  en: { frame: 'Embedded content' },
  ar: { frame: 'محتوى مضمّن' },
  cs: { frame: 'Vložený obsah' },
  de: { frame: 'Eingebetteter Inhalt' },
  es: { frame: 'Contenido insertado' },
  fr: { frame: 'Contenu intégré' },
  nb: { frame: 'Innebygd innhold' },
  nl: { frame: 'Ingesloten inhoud' },
  pl: { frame: 'Osadzona zawartość' },
  'pt-BR': { frame: 'Conteúdo incorporado' },
  pt: { frame: 'Conteúdo incorporado' },
  sv: { frame: 'Inbäddat innehåll' },
};
