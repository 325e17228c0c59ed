import type { Catalogue } from '../lib/i18n';

export const attachmentMessages: Catalogue<'download' | 'listen' | 'file'> = {
  en: { download: 'Download', listen: 'Listen to {{title}}', file: 'File' },
  ar: { download: 'تنزيل', listen: 'استمع إلى {{title}}', file: 'ملف' },
  cs: { download: 'Stáhnout', listen: 'Poslechnout {{title}}', file: 'Soubor' },
  de: { download: 'Herunterladen', listen: '{{title}} anhören', file: 'Datei' },
  es: { download: 'Descargar', listen: 'Escuchar {{title}}', file: 'Archivo' },
  fr: { download: 'Télécharger', listen: 'Écouter {{title}}', file: 'Fichier' },
  nb: { download: 'Last ned', listen: 'Lytt til {{title}}', file: 'Fil' },
  nl: { download: 'Downloaden', listen: 'Luister naar {{title}}', file: 'Bestand' },
  pl: { download: 'Pobierz', listen: 'Posłuchaj: {{title}}', file: 'Plik' },
  'pt-BR': { download: 'Baixar', listen: 'Ouvir {{title}}', file: 'Arquivo' },
  pt: { download: 'Transferir', listen: 'Ouvir {{title}}', file: 'Ficheiro' },
  sv: { download: 'Ladda ner', listen: 'Lyssna på {{title}}', file: 'Fil' },
};
