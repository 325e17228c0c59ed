// The offline page in the visitor's language (the document's CSP allows no inline script).
(function () {
  var words = {
    ar: ['أنت غير متصل', 'لم تُحفظ هذه الصفحة على هذا الجهاز بعد. اتصل بالإنترنت وحاول مرة أخرى.', 'حاول مرة أخرى'],
    cs: ['Jste offline', 'Tato stránka ještě není v zařízení uložená. Připojte se k internetu a zkuste to znovu.', 'Zkusit znovu'],
    de: ['Du bist offline', 'Diese Seite ist auf diesem Gerät noch nicht gespeichert. Verbinde dich mit dem Internet und versuche es erneut.', 'Erneut versuchen'],
    en: ['You are offline', 'This page has not been saved on this device yet. Connect to the internet and try again.', 'Try again'],
    es: ['Estás sin conexión', 'Esta página aún no se ha guardado en este dispositivo. Conéctate a internet y vuelve a intentarlo.', 'Reintentar'],
    fr: ['Vous êtes hors ligne', 'Cette page n’est pas encore enregistrée sur cet appareil. Connectez-vous à internet et réessayez.', 'Réessayer'],
    nb: ['Du er frakoblet', 'Denne siden er ikke lagret på denne enheten ennå. Koble til internett og prøv igjen.', 'Prøv igjen'],
    nl: ['Je bent offline', 'Deze pagina is nog niet op dit apparaat opgeslagen. Maak verbinding met internet en probeer het opnieuw.', 'Opnieuw proberen'],
    pl: ['Jesteś offline', 'Ta strona nie została jeszcze zapisana na tym urządzeniu. Połącz się z internetem i spróbuj ponownie.', 'Spróbuj ponownie'],
    'pt-BR': ['Você está offline', 'Esta página ainda não foi salva neste dispositivo. Conecte-se à internet e tente novamente.', 'Tentar novamente'],
    pt: ['Está offline', 'Esta página ainda não foi guardada neste dispositivo. Ligue-se à internet e tente novamente.', 'Tentar novamente'],
    sv: ['Du är offline', 'Den här sidan har inte sparats på enheten ännu. Anslut till internet och försök igen.', 'Försök igen'],
  };
  var asked = (navigator.languages || [navigator.language || 'en']).map(String);
  var lang = 'en';
  for (var i = 0; i < asked.length; i++) {
    var tag = asked[i];
    if (words[tag]) { lang = tag; break; }
    var base = tag.split('-')[0];
    if (words[base]) { lang = base; break; }
  }
  var chosen = words[lang];
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  document.title = chosen[0];
  document.getElementById('title').textContent = chosen[0];
  document.getElementById('text').textContent = chosen[1];
  var retry = document.getElementById('retry');
  retry.textContent = chosen[2];
  retry.addEventListener('click', function () { window.location.reload(); });
})();
