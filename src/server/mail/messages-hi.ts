// The Hindi of Setu's emails and calendar file (docs/hindi-glossary.md). The type makes a missing
// or stray id a compile error, so both languages always have every message.
import type { MailMessageId } from './messages-en';

export const HI: Record<MailMessageId, string> = {
  'mail.hello': 'नमस्ते {name},',
  'mail.signature': '— सेतु',

  'reset.subject': 'अपने सेतु खाते का नया पासवर्ड चुनें',
  'reset.body':
    'किसी ने आपके सेतु खाते का पासवर्ड बदलने को कहा है। नया पासवर्ड चुनने के लिए {minutes} मिनट के अंदर यह लिंक खोलें:',
  'reset.notYou': 'अगर यह आपने नहीं किया था, तो इस ईमेल को छोड़ दें: आपका पासवर्ड जैसा है, वैसा ही रहेगा।',

  'confirm.subject': 'सेतु के लिए अपने ईमेल पते की पुष्टि करें',
  'confirm.body': 'कृपया {hours} घंटे के अंदर यह लिंक खोलकर पुष्टि करें कि यह ईमेल पता आपका है:',
  'confirm.why':
    'पुष्टि होने तक आप संस्थाओं से नहीं जुड़ सकते (स्वयंसेवक), और न ही अपनी प्रोफ़ाइल प्रकाशित कर सकते हैं या अनुरोध स्वीकार कर सकते हैं (संस्थाएँ)।',
  'confirm.notYou': 'अगर आपने सेतु पर पंजीकरण नहीं किया था, तो इस ईमेल को छोड़ दें।',

  'newRequest.subject': '{name} आपकी संस्था से जुड़ना चाहते हैं',
  'newRequest.intro': '{name} सेतु के ज़रिए आपकी संस्था में स्वयंसेवक के रूप में जुड़ना चाहते हैं।',
  'newRequest.skills': 'कौशल: {skills}',
  'newRequest.availability': 'उपलब्धता: {availability}',
  'newRequest.languages': 'भाषाएँ: {languages}',
  'newRequest.notGiven': 'नहीं बताई',
  'newRequest.reason': 'वे स्वयंसेवक क्यों बनना चाहते हैं:',
  'newRequest.message': 'उनका संदेश:',
  'newRequest.dashboard': 'अपने डैशबोर्ड पर अनुरोध स्वीकार या अस्वीकार करें: {url}',
  'newRequest.contactLater': 'अनुरोध स्वीकार करने पर वहीं उनका ईमेल और फ़ोन नंबर दिखेगा।',

  'accepted.subject': '{ngo} ने आपका अनुरोध स्वीकार कर लिया है',
  'accepted.intro': '{ngo} ने स्वयंसेवक बनने का आपका अनुरोध स्वीकार कर लिया है।',
  'accepted.session': 'हर हफ़्ते: {topic}, हर {day}, {time}',
  'accepted.city': 'शहर: {city}',
  'place.venue': 'कहाँ: {address}',
  'place.landmark': 'पहचान: {landmark}',
  'place.map': 'नक्शा: {url}',
  'place.online': 'ऑनलाइन कक्षा: {url}',
  'mail.contact': 'संपर्क: {person}, {email}, {phone}',
  'accepted.schedule': 'आपकी समय-सारणी और कैलेंडर फ़ाइल: {url}',
  'accepted.conduct': 'बच्चों के साथ काम करने की जो आचार संहिता आपने स्वीकार की है, कृपया उसका ध्यान रखें।',

  'declined.subject': '{ngo} ने आपका अनुरोध अस्वीकार कर दिया है',
  'declined.body': '{ngo} अभी आपका अनुरोध स्वीकार नहीं कर पा रही है।',
  'declined.others': 'दूसरी संस्थाएँ आपके लिए उपयुक्त हो सकती हैं: {url}',

  'verification.verified.subject': 'सेतु पर आपकी संस्था सत्यापित हो गई है',
  'verification.verified.body':
    'सेतु ने {ngo} के पंजीकरण की जानकारी जाँच ली है और आपकी संस्था को सत्यापित कर दिया है। अब स्वयंसेवकों को आपकी संस्था सत्यापित दिखेगी, और आप उनके अनुरोध स्वीकार कर सकते हैं।',
  'verification.rejected.subject': 'सेतु आपकी संस्था को सत्यापित नहीं कर सका',
  'verification.rejected.body': 'आपने पंजीकरण की जो जानकारी भेजी, उससे सेतु {ngo} को सत्यापित नहीं कर सका।',
  'verification.revoked.subject': 'सेतु ने आपकी संस्था का सत्यापन वापस ले लिया है',
  'verification.revoked.body':
    'सेतु ने {ngo} का सत्यापन वापस ले लिया है। दोबारा सत्यापित होने तक आप अनुरोध स्वीकार नहीं कर सकते, और आपको और आपके स्वयंसेवकों को एक-दूसरे की संपर्क जानकारी नहीं दिखेगी।',
  'verification.reason': 'कारण:',
  'verification.again': 'आप अपने डैशबोर्ड पर जानकारी ठीक करके दोबारा भेज सकते हैं: {url}',
  'verification.dashboard': 'आपका डैशबोर्ड: {url}',

  'session.cancelled.subject': '{date} का सत्र रद्द हो गया है',
  'session.cancelled.byVolunteer': '{name} ने {date} को {time} बजे का {topic} का सत्र रद्द कर दिया है।',
  'session.cancelled.byNgo': '{name} ने {date} को {time} बजे का {topic} का सत्र रद्द कर दिया है।',
  'session.cancelled.reason': 'कारण: {reason}',
  'session.cancelled.rest': 'आपके बाकी सत्र पहले की तरह रहेंगे: {url}',
  'session.moved.subject': 'सत्र अब {date} को होगा',
  'session.moved.body': '{ngo} ने {from} का {topic} का सत्र बदलकर {date} को {time} बजे कर दिया है।',
  'session.moved.dashboard': 'आपके सत्र, और अपने-आप बदलने वाली कैलेंडर फ़ाइल: {url}',

  'reminder.subject': 'याद दिलाना: {date} को {time} बजे {topic} का सत्र',
  'reminder.body': '{other} के साथ आपका {topic} का सत्र {date} को {time} बजे है।',
  'reminder.cancel': 'अगर आप नहीं आ पाएँगे, तो अपने डैशबोर्ड पर सत्र रद्द कर दें, ताकि उन्हें पता रहे: {url}',
  'nudge.subject': 'क्या {date} का सत्र हुआ?',
  'nudge.body':
    'कृपया दर्ज करें कि {volunteer} के साथ {date} को {time} बजे का {topic} का सत्र हुआ या नहीं। हुए सत्र स्वयंसेवा के घंटों में गिने जाते हैं।',
  'nudge.dashboard': 'अपने डैशबोर्ड पर हाज़िरी दर्ज करें: {url}',

  'certificate.title': 'स्वयंसेवा प्रमाण-पत्र',
  'certificate.certifies': 'प्रमाणित किया जाता है कि',
  'certificate.taught': 'ने {ngo} के साथ स्वयंसेवक शिक्षक के रूप में पढ़ाया',
  'certificate.hours': '{start} से {end} तक, {sessions} सत्रों में {hours} घंटे',
  'certificate.issued': 'सेतु के माध्यम से {date} को जारी किया गया',
  'certificate.code': 'सत्यापन कोड: {code}',
  'certificate.check': 'इस प्रमाण-पत्र की जाँच यहाँ करें: {url}',

  'ics.name': 'सेतु पर स्वयंसेवा',
  'ics.volunteering': 'स्वयंसेवा',
  'ics.online': 'ऑनलाइन',
  'ics.summary': '{ngo} में {topic}',
  'ics.description': '{ngo}, {city} में हर हफ़्ते {topic} का सत्र।',

  'day.Monday': 'सोमवार',
  'day.Tuesday': 'मंगलवार',
  'day.Wednesday': 'बुधवार',
  'day.Thursday': 'गुरुवार',
  'day.Friday': 'शुक्रवार',
  'day.Saturday': 'शनिवार',
  'day.Sunday': 'रविवार',
  'part.Morning': 'सुबह',
  'part.Evening': 'शाम',

  // The same words as the web app's shared catalogue (src/web/locales/hi/shared.po).
  'option.Teaching': 'पढ़ाना',
  'option.Healthcare': 'स्वास्थ्य सेवा',
  'option.IT': 'आईटी',
  'option.Mentorship': 'मार्गदर्शन',
  'option.Others': 'अन्य',
  'option.English': 'अंग्रेज़ी',
  'option.Maths': 'गणित',
  'option.Communication Skills': 'बातचीत का कौशल',
  'option.Hindi': 'हिन्दी',
  'option.EVS': 'पर्यावरण अध्ययन',
  'option.Bengali': 'बांग्ला',
  'option.Marathi': 'मराठी',
  'option.Tamil': 'तमिल',
  'option.Telugu': 'तेलुगु',
  'option.Kannada': 'कन्नड़',
  'option.Malayalam': 'मलयालम',
  'option.Punjabi': 'पंजाबी',
  'option.Gujarati': 'गुजराती',
  'option.Children': 'बच्चे',
  'option.Teens': 'किशोर',
};
