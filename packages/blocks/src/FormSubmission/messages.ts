import type { Catalogue } from '../lib/i18n';

type Key = 'heading' | 'empty' | 'emptyHint' | 'signedOut' | 'signIn';

export const formSubmissionMessages: Catalogue<Key> = {
  en: { heading: 'Your answers', empty: 'No submissions yet', emptyHint: 'Your answers will appear here after you fill in the form.', signedOut: 'Sign in to see your answers.', signIn: 'Sign in' },
  ar: { heading: 'إجاباتك', empty: 'لا توجد إجابات بعد', emptyHint: 'ستظهر إجاباتك هنا بعد تعبئة النموذج.', signedOut: 'سجّل الدخول لرؤية إجاباتك.', signIn: 'تسجيل الدخول' },
  cs: { heading: 'Vaše odpovědi', empty: 'Zatím žádné odpovědi', emptyHint: 'Vaše odpovědi se tu zobrazí, jakmile vyplníte formulář.', signedOut: 'Přihlaste se, abyste viděli své odpovědi.', signIn: 'Přihlásit se' },
  de: { heading: 'Deine Antworten', empty: 'Noch keine Einsendungen', emptyHint: 'Deine Antworten erscheinen hier, sobald du das Formular ausgefüllt hast.', signedOut: 'Melde dich an, um deine Antworten zu sehen.', signIn: 'Anmelden' },
  es: { heading: 'Tus respuestas', empty: 'Aún no hay envíos', emptyHint: 'Tus respuestas aparecerán aquí cuando rellenes el formulario.', signedOut: 'Inicia sesión para ver tus respuestas.', signIn: 'Iniciar sesión' },
  fr: { heading: 'Vos réponses', empty: 'Aucune réponse pour le moment', emptyHint: 'Vos réponses apparaîtront ici une fois le formulaire rempli.', signedOut: 'Connectez-vous pour voir vos réponses.', signIn: 'Se connecter' },
  nb: { heading: 'Dine svar', empty: 'Ingen innsendinger ennå', emptyHint: 'Svarene dine vises her når du har fylt ut skjemaet.', signedOut: 'Logg inn for å se svarene dine.', signIn: 'Logg inn' },
  nl: { heading: 'Jouw antwoorden', empty: 'Nog geen inzendingen', emptyHint: 'Je antwoorden verschijnen hier zodra je het formulier hebt ingevuld.', signedOut: 'Log in om je antwoorden te zien.', signIn: 'Inloggen' },
  pl: { heading: 'Twoje odpowiedzi', empty: 'Brak przesłanych odpowiedzi', emptyHint: 'Twoje odpowiedzi pojawią się tutaj po wypełnieniu formularza.', signedOut: 'Zaloguj się, aby zobaczyć swoje odpowiedzi.', signIn: 'Zaloguj się' },
  'pt-BR': { heading: 'Suas respostas', empty: 'Nenhum envio ainda', emptyHint: 'Suas respostas aparecerão aqui depois que você preencher o formulário.', signedOut: 'Entre para ver suas respostas.', signIn: 'Entrar' },
  pt: { heading: 'As suas respostas', empty: 'Ainda não há submissões', emptyHint: 'As suas respostas aparecerão aqui depois de preencher o formulário.', signedOut: 'Inicie sessão para ver as suas respostas.', signIn: 'Iniciar sessão' },
  sv: { heading: 'Dina svar', empty: 'Inga inskickade svar än', emptyHint: 'Dina svar visas här när du har fyllt i formuläret.', signedOut: 'Logga in för att se dina svar.', signIn: 'Logga in' },
};
