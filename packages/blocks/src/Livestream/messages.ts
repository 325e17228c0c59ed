import type { Catalogue } from '../lib/i18n';

type Key = 'stream' | 'upcoming' | 'startsAt' | 'startsIn' | 'noVideo';

export const livestreamMessages: Catalogue<Key> = {
  en: { stream: 'Live stream', upcoming: 'Upcoming', startsAt: 'Starts {{date}}', startsIn: 'Starts in', noVideo: 'The stream will appear here when it starts.' },
  ar: { stream: 'بث مباشر', upcoming: 'قريبًا', startsAt: 'يبدأ {{date}}', startsIn: 'يبدأ خلال', noVideo: 'سيظهر البث هنا عند بدئه.' },
  cs: { stream: 'Živý přenos', upcoming: 'Připravujeme', startsAt: 'Začíná {{date}}', startsIn: 'Začíná za', noVideo: 'Přenos se tu zobrazí, jakmile začne.' },
  de: { stream: 'Livestream', upcoming: 'Demnächst', startsAt: 'Beginnt {{date}}', startsIn: 'Beginnt in', noVideo: 'Der Stream erscheint hier, sobald er beginnt.' },
  es: { stream: 'Directo', upcoming: 'Próximamente', startsAt: 'Empieza el {{date}}', startsIn: 'Empieza en', noVideo: 'La emisión aparecerá aquí cuando empiece.' },
  fr: { stream: 'Diffusion en direct', upcoming: 'À venir', startsAt: 'Commence le {{date}}', startsIn: 'Commence dans', noVideo: 'Le direct apparaîtra ici dès son début.' },
  nb: { stream: 'Direktesending', upcoming: 'Kommer snart', startsAt: 'Starter {{date}}', startsIn: 'Starter om', noVideo: 'Sendingen vises her når den starter.' },
  nl: { stream: 'Livestream', upcoming: 'Binnenkort', startsAt: 'Begint {{date}}', startsIn: 'Begint over', noVideo: 'De stream verschijnt hier zodra hij begint.' },
  pl: { stream: 'Transmisja na żywo', upcoming: 'Wkrótce', startsAt: 'Początek: {{date}}', startsIn: 'Początek za', noVideo: 'Transmisja pojawi się tutaj, gdy się rozpocznie.' },
  'pt-BR': { stream: 'Transmissão ao vivo', upcoming: 'Em breve', startsAt: 'Começa em {{date}}', startsIn: 'Começa em', noVideo: 'A transmissão aparecerá aqui quando começar.' },
  pt: { stream: 'Transmissão em direto', upcoming: 'Brevemente', startsAt: 'Começa a {{date}}', startsIn: 'Começa dentro de', noVideo: 'A transmissão aparecerá aqui quando começar.' },
  sv: { stream: 'Livesändning', upcoming: 'Kommande', startsAt: 'Börjar {{date}}', startsIn: 'Börjar om', noVideo: 'Sändningen visas här när den börjar.' },
};
