import type { Locale } from '@tessera/core/entities/app';
import ar from './locales/ar.json';
import cs from './locales/cs.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import nb from './locales/nb.json';
import nl from './locales/nl.json';
import pl from './locales/pl.json';
import ptBR from './locales/pt-BR.json';
import pt from './locales/pt.json';
import sv from './locales/sv.json';

// The shell shows a handful of strings, so every language is bundled rather than fetched.
// Typing by the English file makes a missing or misspelt key in another language a type error.
export const resources: Record<Locale, { translation: typeof en }> = {
  ar: { translation: ar },
  cs: { translation: cs },
  de: { translation: de },
  en: { translation: en },
  es: { translation: es },
  fr: { translation: fr },
  nb: { translation: nb },
  nl: { translation: nl },
  pl: { translation: pl },
  'pt-BR': { translation: ptBR },
  pt: { translation: pt },
  sv: { translation: sv },
};
