import type { Catalogue } from './i18n';

type Key = 'play' | 'playTitled' | 'watchOn' | 'newTab' | 'loading';

/** Texts of the video player. `{{provider}}` is a brand name and stays as is. */
export const videoMessages: Catalogue<Key> = {
  en: { play: 'Play video', playTitled: 'Play video: {{title}}', watchOn: 'Watch on {{provider}}', newTab: 'opens in a new tab', loading: 'Loading video…' },
  ar: { play: 'تشغيل الفيديو', playTitled: 'تشغيل الفيديو: {{title}}', watchOn: 'المشاهدة على {{provider}}', newTab: 'يفتح في علامة تبويب جديدة', loading: 'جارٍ تحميل الفيديو…' },
  cs: { play: 'Přehrát video', playTitled: 'Přehrát video: {{title}}', watchOn: 'Sledovat na {{provider}}', newTab: 'otevře se na nové kartě', loading: 'Načítání videa…' },
  de: { play: 'Video abspielen', playTitled: 'Video abspielen: {{title}}', watchOn: 'Auf {{provider}} ansehen', newTab: 'öffnet in einem neuen Tab', loading: 'Video wird geladen…' },
  es: { play: 'Reproducir vídeo', playTitled: 'Reproducir vídeo: {{title}}', watchOn: 'Ver en {{provider}}', newTab: 'se abre en una pestaña nueva', loading: 'Cargando vídeo…' },
  fr: { play: 'Lire la vidéo', playTitled: 'Lire la vidéo : {{title}}', watchOn: 'Regarder sur {{provider}}', newTab: "s'ouvre dans un nouvel onglet", loading: 'Chargement de la vidéo…' },
  nb: { play: 'Spill av video', playTitled: 'Spill av video: {{title}}', watchOn: 'Se på {{provider}}', newTab: 'åpnes i en ny fane', loading: 'Laster inn video…' },
  nl: { play: 'Video afspelen', playTitled: 'Video afspelen: {{title}}', watchOn: 'Bekijken op {{provider}}', newTab: 'opent in een nieuw tabblad', loading: 'Video laden…' },
  pl: { play: 'Odtwórz wideo', playTitled: 'Odtwórz wideo: {{title}}', watchOn: 'Obejrzyj w serwisie {{provider}}', newTab: 'otwiera się w nowej karcie', loading: 'Ładowanie wideo…' },
  'pt-BR': { play: 'Reproduzir vídeo', playTitled: 'Reproduzir vídeo: {{title}}', watchOn: 'Assistir no {{provider}}', newTab: 'abre em uma nova aba', loading: 'Carregando vídeo…' },
  pt: { play: 'Reproduzir vídeo', playTitled: 'Reproduzir vídeo: {{title}}', watchOn: 'Ver no {{provider}}', newTab: 'abre num novo separador', loading: 'A carregar o vídeo…' },
  sv: { play: 'Spela upp video', playTitled: 'Spela upp video: {{title}}', watchOn: 'Titta på {{provider}}', newTab: 'öppnas i en ny flik', loading: 'Läser in video…' },
};
