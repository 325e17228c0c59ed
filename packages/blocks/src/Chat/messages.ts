import type { Catalogue } from '../lib/i18n';

export const chatMessages: Catalogue<'chat' | 'soonTitle' | 'soonText'> = {
  en: {
    chat: 'Chat',
    soonTitle: 'Chat is coming soon',
    soonText: "Soon you'll be able to talk with the community right here. Check back later!",
  },
  ar: {
    chat: 'الدردشة',
    soonTitle: 'الدردشة قادمة قريبًا',
    soonText: 'قريبًا ستتمكن من التحدث مع المجتمع هنا مباشرة. عد لاحقًا!',
  },
  cs: {
    chat: 'Chat',
    soonTitle: 'Chat už brzy',
    soonText: 'Brzy si tu budete moci povídat s komunitou. Podívejte se sem později!',
  },
  de: {
    chat: 'Chat',
    soonTitle: 'Der Chat kommt bald',
    soonText:
      'Bald kannst du dich genau hier mit der Community unterhalten. Schau später wieder vorbei!',
  },
  es: {
    chat: 'Chat',
    soonTitle: 'El chat llegará pronto',
    soonText: 'Pronto podrás hablar con la comunidad aquí mismo. ¡Vuelve más tarde!',
  },
  fr: {
    chat: 'Discussion',
    soonTitle: 'La discussion arrive bientôt',
    soonText: 'Bientôt, vous pourrez échanger avec la communauté ici même. Revenez plus tard !',
  },
  nb: {
    chat: 'Chat',
    soonTitle: 'Chat kommer snart',
    soonText: 'Snart kan du snakke med fellesskapet rett her. Kom tilbake senere!',
  },
  nl: {
    chat: 'Chat',
    soonTitle: 'Chat komt binnenkort',
    soonText: 'Binnenkort kun je hier direct met de community praten. Kom later terug!',
  },
  pl: {
    chat: 'Czat',
    soonTitle: 'Czat już wkrótce',
    soonText: 'Wkrótce porozmawiasz tu ze społecznością. Zajrzyj później!',
  },
  'pt-BR': {
    chat: 'Chat',
    soonTitle: 'O chat chega em breve',
    soonText: 'Em breve você poderá conversar com a comunidade aqui mesmo. Volte mais tarde!',
  },
  pt: {
    chat: 'Conversa',
    soonTitle: 'A conversa chega em breve',
    soonText: 'Em breve poderá conversar com a comunidade aqui mesmo. Volte mais tarde!',
  },
  sv: {
    chat: 'Chatt',
    soonTitle: 'Chatten kommer snart',
    soonText: 'Snart kan du prata med gemenskapen här. Titta in igen senare!',
  },
};
