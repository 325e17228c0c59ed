import type { Locale } from '@tessera/core/entities/app';

/** The emails the product sends today. Each one carries a single-use link that expires. */
export const emailKinds = ['passwordless', 'reset_password'] as const;
export type EmailKind = (typeof emailKinds)[number];

/** Placeholders: `{app}` the app's name, `{duration}` the link's lifetime ("15 minutes"). */
export type KindStrings = {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  ignore: string;
};

export type LocaleStrings = Record<EmailKind, KindStrings> & {
  /** Under the button: how long the link works. */
  expiry: string;
  /** Before the plain link, for clients that do not show the button. */
  fallback: string;
};

/**
 * Written per language rather than run through the web app's i18next catalogue: emails are
 * rendered on the server, and these few sentences are all the server ever says in prose. Where a
 * language declines nouns (cs, pl) the app's name follows "aplikace"/"aplikacji" so it never has to.
 */
export const EMAIL_STRINGS: Record<Locale, LocaleStrings> = {
  en: {
    expiry: 'The link expires in {duration} and works once.',
    fallback: "If the button doesn't work, copy this link into your browser:",
    passwordless: {
      subject: 'Your sign-in link for {app}',
      heading: 'Sign in to {app}',
      intro: 'Tap the button below to sign in. No password needed.',
      button: 'Sign in',
      ignore: "If you didn't ask to sign in, you can ignore this email.",
    },
    reset_password: {
      subject: 'Reset your {app} password',
      heading: 'Reset your password',
      intro: 'Someone asked to reset the password of your {app} account. Tap the button below to choose a new one.',
      button: 'Choose a new password',
      ignore: "If you didn't ask for this, ignore this email; your password stays the same.",
    },
  },
  ar: {
    expiry: 'تنتهي صلاحية الرابط خلال {duration} ولا يعمل إلا مرة واحدة.',
    fallback: 'إذا لم يعمل الزر، فانسخ هذا الرابط والصقه في المتصفح:',
    passwordless: {
      subject: 'رابط تسجيل الدخول إلى {app}',
      heading: 'تسجيل الدخول إلى {app}',
      intro: 'اضغط على الزر أدناه لتسجيل الدخول، دون الحاجة إلى كلمة مرور.',
      button: 'تسجيل الدخول',
      ignore: 'إذا لم تطلب تسجيل الدخول، يمكنك تجاهل هذه الرسالة.',
    },
    reset_password: {
      subject: 'إعادة تعيين كلمة المرور في {app}',
      heading: 'إعادة تعيين كلمة المرور',
      intro: 'طلب أحدهم إعادة تعيين كلمة المرور لحسابك في {app}. اضغط على الزر أدناه لاختيار كلمة مرور جديدة.',
      button: 'اختيار كلمة مرور جديدة',
      ignore: 'إذا لم تكن أنت من طلب ذلك، فتجاهل هذه الرسالة؛ ستبقى كلمة المرور كما هي.',
    },
  },
  cs: {
    expiry: 'Odkaz vyprší za {duration} a funguje jen jednou.',
    fallback: 'Pokud tlačítko nefunguje, zkopírujte tento odkaz do prohlížeče:',
    passwordless: {
      subject: 'Váš odkaz pro přihlášení do aplikace {app}',
      heading: 'Přihlášení do aplikace {app}',
      intro: 'Klepněte na tlačítko níže a přihlaste se – bez hesla.',
      button: 'Přihlásit se',
      ignore: 'Pokud jste o přihlášení nežádali, můžete tento e-mail ignorovat.',
    },
    reset_password: {
      subject: 'Obnovení hesla v aplikaci {app}',
      heading: 'Obnovte své heslo',
      intro: 'Obdrželi jsme žádost o obnovení hesla k vašemu účtu v aplikaci {app}. Klepnutím na tlačítko níže si zvolíte nové.',
      button: 'Zvolit nové heslo',
      ignore: 'Pokud jste o to nežádali, tento e-mail ignorujte – vaše heslo zůstane beze změny.',
    },
  },
  de: {
    expiry: 'Der Link ist {duration} gültig und funktioniert nur einmal.',
    fallback: 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
    passwordless: {
      subject: 'Dein Anmeldelink für {app}',
      heading: 'Bei {app} anmelden',
      intro: 'Tippe auf den Button unten, um dich anzumelden – ganz ohne Passwort.',
      button: 'Anmelden',
      ignore: 'Wenn du keine Anmeldung angefordert hast, kannst du diese E-Mail ignorieren.',
    },
    reset_password: {
      subject: 'Dein Passwort für {app} zurücksetzen',
      heading: 'Passwort zurücksetzen',
      intro: 'Jemand möchte das Passwort deines Kontos bei {app} zurücksetzen. Tippe auf den Button unten, um ein neues zu wählen.',
      button: 'Neues Passwort wählen',
      ignore: 'Wenn du das nicht warst, ignoriere diese E-Mail – dein Passwort bleibt unverändert.',
    },
  },
  es: {
    expiry: 'El enlace caduca en {duration} y solo funciona una vez.',
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    passwordless: {
      subject: 'Tu enlace para iniciar sesión en {app}',
      heading: 'Inicia sesión en {app}',
      intro: 'Toca el botón de abajo para iniciar sesión, sin contraseña.',
      button: 'Iniciar sesión',
      ignore: 'Si no has pedido iniciar sesión, puedes ignorar este correo.',
    },
    reset_password: {
      subject: 'Restablece tu contraseña de {app}',
      heading: 'Restablece tu contraseña',
      intro: 'Alguien ha pedido restablecer la contraseña de tu cuenta de {app}. Toca el botón de abajo para elegir una nueva.',
      button: 'Elegir una contraseña nueva',
      ignore: 'Si no has sido tú, ignora este correo; tu contraseña no cambiará.',
    },
  },
  fr: {
    expiry: 'Ce lien expire dans {duration} et ne fonctionne qu’une seule fois.',
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    passwordless: {
      subject: 'Votre lien de connexion à {app}',
      heading: 'Connexion à {app}',
      intro: 'Appuyez sur le bouton ci-dessous pour vous connecter, sans mot de passe.',
      button: 'Se connecter',
      ignore: 'Si vous n’avez pas demandé à vous connecter, vous pouvez ignorer cet e-mail.',
    },
    reset_password: {
      subject: 'Réinitialisation de votre mot de passe {app}',
      heading: 'Réinitialiser votre mot de passe',
      intro: 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte {app}. Appuyez sur le bouton ci-dessous pour en choisir un nouveau.',
      button: 'Choisir un nouveau mot de passe',
      ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.',
    },
  },
  nb: {
    expiry: 'Lenken utløper om {duration} og kan bare brukes én gang.',
    fallback: 'Hvis knappen ikke virker, kopierer du denne lenken inn i nettleseren:',
    passwordless: {
      subject: 'Innloggingslenken din for {app}',
      heading: 'Logg inn på {app}',
      intro: 'Trykk på knappen nedenfor for å logge inn – uten passord.',
      button: 'Logg inn',
      ignore: 'Hvis du ikke ba om å logge inn, kan du se bort fra denne e-posten.',
    },
    reset_password: {
      subject: 'Tilbakestill passordet ditt for {app}',
      heading: 'Tilbakestill passordet ditt',
      intro: 'Noen har bedt om å tilbakestille passordet til kontoen din hos {app}. Trykk på knappen nedenfor for å velge et nytt.',
      button: 'Velg nytt passord',
      ignore: 'Hvis det ikke var deg, kan du se bort fra denne e-posten; passordet ditt forblir uendret.',
    },
  },
  nl: {
    expiry: 'De link verloopt over {duration} en werkt maar één keer.',
    fallback: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
    passwordless: {
      subject: 'Je inloglink voor {app}',
      heading: 'Inloggen bij {app}',
      intro: 'Tik op de knop hieronder om in te loggen, zonder wachtwoord.',
      button: 'Inloggen',
      ignore: 'Heb je niet gevraagd om in te loggen? Dan kun je deze e-mail negeren.',
    },
    reset_password: {
      subject: 'Stel je wachtwoord voor {app} opnieuw in',
      heading: 'Wachtwoord opnieuw instellen',
      intro: 'Iemand heeft gevraagd om het wachtwoord van je account bij {app} opnieuw in te stellen. Tik op de knop hieronder om een nieuw wachtwoord te kiezen.',
      button: 'Nieuw wachtwoord kiezen',
      ignore: 'Was jij dit niet? Negeer dan deze e-mail; je wachtwoord blijft ongewijzigd.',
    },
  },
  pl: {
    expiry: 'Link wygaśnie za {duration} i działa tylko raz.',
    fallback: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
    passwordless: {
      subject: 'Link do logowania w aplikacji {app}',
      heading: 'Zaloguj się do aplikacji {app}',
      intro: 'Naciśnij przycisk poniżej, aby się zalogować – bez hasła.',
      button: 'Zaloguj się',
      ignore: 'Jeśli ta prośba nie pochodzi od Ciebie, możesz zignorować tę wiadomość.',
    },
    reset_password: {
      subject: 'Resetowanie hasła w aplikacji {app}',
      heading: 'Zresetuj hasło',
      intro: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w aplikacji {app}. Naciśnij przycisk poniżej, aby ustawić nowe.',
      button: 'Ustaw nowe hasło',
      ignore: 'Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – Twoje hasło się nie zmieni.',
    },
  },
  'pt-BR': {
    expiry: 'O link expira em {duration} e só funciona uma vez.',
    fallback: 'Se o botão não funcionar, copie este link no seu navegador:',
    passwordless: {
      subject: 'Seu link para entrar em {app}',
      heading: 'Entrar em {app}',
      intro: 'Toque no botão abaixo para entrar, sem senha.',
      button: 'Entrar',
      ignore: 'Se você não pediu para entrar, pode ignorar este e-mail.',
    },
    reset_password: {
      subject: 'Redefinição de senha de {app}',
      heading: 'Redefina sua senha',
      intro: 'Alguém pediu para redefinir a senha da sua conta em {app}. Toque no botão abaixo para escolher uma nova.',
      button: 'Escolher nova senha',
      ignore: 'Se não foi você, ignore este e-mail; sua senha continuará a mesma.',
    },
  },
  pt: {
    expiry: 'A ligação expira dentro de {duration} e só funciona uma vez.',
    fallback: 'Se o botão não funcionar, copie esta ligação para o seu navegador:',
    passwordless: {
      subject: 'A sua ligação para iniciar sessão em {app}',
      heading: 'Iniciar sessão em {app}',
      intro: 'Toque no botão abaixo para iniciar sessão, sem palavra-passe.',
      button: 'Iniciar sessão',
      ignore: 'Se não pediu para iniciar sessão, pode ignorar este e-mail.',
    },
    reset_password: {
      subject: 'Redefinição da palavra-passe de {app}',
      heading: 'Redefinir a palavra-passe',
      intro: 'Alguém pediu para redefinir a palavra-passe da sua conta em {app}. Toque no botão abaixo para escolher uma nova.',
      button: 'Escolher nova palavra-passe',
      ignore: 'Se não fez este pedido, ignore este e-mail; a sua palavra-passe mantém-se igual.',
    },
  },
  sv: {
    expiry: 'Länken går ut om {duration} och fungerar bara en gång.',
    fallback: 'Om knappen inte fungerar kan du kopiera den här länken till din webbläsare:',
    passwordless: {
      subject: 'Din inloggningslänk till {app}',
      heading: 'Logga in på {app}',
      intro: 'Tryck på knappen nedan för att logga in – inget lösenord behövs.',
      button: 'Logga in',
      ignore: 'Om du inte har bett om att logga in kan du ignorera det här mejlet.',
    },
    reset_password: {
      subject: 'Återställ ditt lösenord för {app}',
      heading: 'Återställ ditt lösenord',
      intro: 'Någon har bett om att återställa lösenordet för ditt konto hos {app}. Tryck på knappen nedan för att välja ett nytt.',
      button: 'Välj nytt lösenord',
      ignore: 'Om det inte var du kan du ignorera det här mejlet; ditt lösenord förblir oförändrat.',
    },
  },
};
