import type { Catalogue } from './i18n';

/** Texts of actions that any block may carry (share, lightbox). */
export const actionMessages: Catalogue<'linkCopied' | 'shareFailed' | 'close' | 'imageViewer'> = {
  en: {
    linkCopied: 'Link copied',
    shareFailed: "Couldn't share this link",
    close: 'Close',
    imageViewer: 'Image viewer',
  },
  ar: {
    linkCopied: 'تم نسخ الرابط',
    shareFailed: 'تعذّرت مشاركة هذا الرابط',
    close: 'إغلاق',
    imageViewer: 'عارض الصور',
  },
  cs: {
    linkCopied: 'Odkaz zkopírován',
    shareFailed: 'Odkaz se nepodařilo sdílet',
    close: 'Zavřít',
    imageViewer: 'Prohlížeč obrázků',
  },
  de: {
    linkCopied: 'Link kopiert',
    shareFailed: 'Link konnte nicht geteilt werden',
    close: 'Schließen',
    imageViewer: 'Bildansicht',
  },
  es: {
    linkCopied: 'Enlace copiado',
    shareFailed: 'No se pudo compartir este enlace',
    close: 'Cerrar',
    imageViewer: 'Visor de imágenes',
  },
  fr: {
    linkCopied: 'Lien copié',
    shareFailed: 'Impossible de partager ce lien',
    close: 'Fermer',
    imageViewer: "Visionneuse d'images",
  },
  nb: {
    linkCopied: 'Lenke kopiert',
    shareFailed: 'Kunne ikke dele denne lenken',
    close: 'Lukk',
    imageViewer: 'Bildevisning',
  },
  nl: {
    linkCopied: 'Link gekopieerd',
    shareFailed: 'Deze link kon niet worden gedeeld',
    close: 'Sluiten',
    imageViewer: 'Afbeeldingsviewer',
  },
  pl: {
    linkCopied: 'Link skopiowany',
    shareFailed: 'Nie udało się udostępnić linku',
    close: 'Zamknij',
    imageViewer: 'Przeglądarka obrazów',
  },
  'pt-BR': {
    linkCopied: 'Link copiado',
    shareFailed: 'Não foi possível compartilhar este link',
    close: 'Fechar',
    imageViewer: 'Visualizador de imagens',
  },
  pt: {
    linkCopied: 'Ligação copiada',
    shareFailed: 'Não foi possível partilhar esta ligação',
    close: 'Fechar',
    imageViewer: 'Visualizador de imagens',
  },
  sv: {
    linkCopied: 'Länken kopierad',
    shareFailed: 'Det gick inte att dela länken',
    close: 'Stäng',
    imageViewer: 'Bildvisare',
  },
};
