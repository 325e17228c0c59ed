import type { Catalogue } from '../lib/i18n';

export const mapMessages: Catalogue<'openInMaps' | 'map' | 'mapOf' | 'newTab'> = {
  en: {
    openInMaps: 'Open in Maps',
    map: 'Map',
    mapOf: 'Map of {{place}}',
    newTab: '(opens in a new tab)',
  },
  ar: {
    openInMaps: 'فتح في الخرائط',
    map: 'خريطة',
    mapOf: 'خريطة {{place}}',
    newTab: '(يُفتح في علامة تبويب جديدة)',
  },
  cs: {
    openInMaps: 'Otevřít v mapách',
    map: 'Mapa',
    mapOf: 'Mapa: {{place}}',
    newTab: '(otevře se na nové kartě)',
  },
  de: {
    openInMaps: 'In Karten öffnen',
    map: 'Karte',
    mapOf: 'Karte: {{place}}',
    newTab: '(öffnet in einem neuen Tab)',
  },
  es: {
    openInMaps: 'Abrir en Mapas',
    map: 'Mapa',
    mapOf: 'Mapa de {{place}}',
    newTab: '(se abre en una pestaña nueva)',
  },
  fr: {
    openInMaps: 'Ouvrir dans Plans',
    map: 'Carte',
    mapOf: 'Carte : {{place}}',
    newTab: "(s'ouvre dans un nouvel onglet)",
  },
  nb: {
    openInMaps: 'Åpne i Kart',
    map: 'Kart',
    mapOf: 'Kart over {{place}}',
    newTab: '(åpnes i en ny fane)',
  },
  nl: {
    openInMaps: 'Openen in Kaarten',
    map: 'Kaart',
    mapOf: 'Kaart van {{place}}',
    newTab: '(opent in een nieuw tabblad)',
  },
  pl: {
    openInMaps: 'Otwórz w Mapach',
    map: 'Mapa',
    mapOf: 'Mapa: {{place}}',
    newTab: '(otwiera się w nowej karcie)',
  },
  'pt-BR': {
    openInMaps: 'Abrir no Mapas',
    map: 'Mapa',
    mapOf: 'Mapa de {{place}}',
    newTab: '(abre em uma nova aba)',
  },
  pt: {
    openInMaps: 'Abrir nos Mapas',
    map: 'Mapa',
    mapOf: 'Mapa de {{place}}',
    newTab: '(abre num novo separador)',
  },
  sv: {
    openInMaps: 'Öppna i Kartor',
    map: 'Karta',
    mapOf: 'Karta över {{place}}',
    newTab: '(öppnas i en ny flik)',
  },
};
