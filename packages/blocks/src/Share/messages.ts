import type { Catalogue } from '../lib/i18n';

export const shareMessages: Catalogue<
  'share' | 'copyLink' | 'linkCopied' | 'copyFailed' | 'linkLabel'
> = {
  en: {
    share: 'Share',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    copyFailed: "Couldn't copy the link. Copy it from the box below.",
    linkLabel: 'Link to share',
  },
  ar: {
    share: 'مشاركة',
    copyLink: 'نسخ الرابط',
    linkCopied: 'تم نسخ الرابط',
    copyFailed: 'تعذّر نسخ الرابط. انسخه من المربع أدناه.',
    linkLabel: 'الرابط للمشاركة',
  },
  cs: {
    share: 'Sdílet',
    copyLink: 'Kopírovat odkaz',
    linkCopied: 'Odkaz zkopírován',
    copyFailed: 'Odkaz se nepodařilo zkopírovat. Zkopírujte ho z pole níže.',
    linkLabel: 'Odkaz ke sdílení',
  },
  de: {
    share: 'Teilen',
    copyLink: 'Link kopieren',
    linkCopied: 'Link kopiert',
    copyFailed: 'Der Link konnte nicht kopiert werden. Kopiere ihn aus dem Feld unten.',
    linkLabel: 'Link zum Teilen',
  },
  es: {
    share: 'Compartir',
    copyLink: 'Copiar enlace',
    linkCopied: 'Enlace copiado',
    copyFailed: 'No se pudo copiar el enlace. Cópialo del cuadro de abajo.',
    linkLabel: 'Enlace para compartir',
  },
  fr: {
    share: 'Partager',
    copyLink: 'Copier le lien',
    linkCopied: 'Lien copié',
    copyFailed: 'Impossible de copier le lien. Copiez-le depuis le champ ci-dessous.',
    linkLabel: 'Lien à partager',
  },
  nb: {
    share: 'Del',
    copyLink: 'Kopier lenke',
    linkCopied: 'Lenke kopiert',
    copyFailed: 'Kunne ikke kopiere lenken. Kopier den fra feltet nedenfor.',
    linkLabel: 'Lenke som skal deles',
  },
  nl: {
    share: 'Delen',
    copyLink: 'Link kopiëren',
    linkCopied: 'Link gekopieerd',
    copyFailed: 'De link kon niet worden gekopieerd. Kopieer hem uit het veld hieronder.',
    linkLabel: 'Link om te delen',
  },
  pl: {
    share: 'Udostępnij',
    copyLink: 'Kopiuj link',
    linkCopied: 'Link skopiowany',
    copyFailed: 'Nie udało się skopiować linku. Skopiuj go z pola poniżej.',
    linkLabel: 'Link do udostępnienia',
  },
  'pt-BR': {
    share: 'Compartilhar',
    copyLink: 'Copiar link',
    linkCopied: 'Link copiado',
    copyFailed: 'Não foi possível copiar o link. Copie-o da caixa abaixo.',
    linkLabel: 'Link para compartilhar',
  },
  pt: {
    share: 'Partilhar',
    copyLink: 'Copiar ligação',
    linkCopied: 'Ligação copiada',
    copyFailed: 'Não foi possível copiar a ligação. Copie-a da caixa abaixo.',
    linkLabel: 'Ligação para partilhar',
  },
  sv: {
    share: 'Dela',
    copyLink: 'Kopiera länk',
    linkCopied: 'Länken kopierad',
    copyFailed: 'Det gick inte att kopiera länken. Kopiera den från rutan nedan.',
    linkLabel: 'Länk att dela',
  },
};
