// The safeguarding quiz's questions, in English and Hindi, with their right answers and
// explanations (docs/decisions/0038-safeguarding-course.md). On the server only: the browser
// receives a question's answer and explanation after its attempt is submitted. Each question
// covers one point of the course (src/shared/safeguarding-course-text.ts). A question's id is
// stored in its attempts: change a question's meaning under a new id, never reuse one.
import type { BilingualText } from '../../shared/safeguarding-course';

export interface BankOption {
  id: string;
  text: BilingualText;
}

export interface BankQuestion {
  id: string;
  text: BilingualText;
  options: readonly BankOption[];
  /** The right option's id. */
  answer: string;
  /** Why that answer is right: shown after submission to whoever got it wrong. */
  explanation: BilingualText;
}

const option = (id: string, en: string, hi: string): BankOption => ({ id, text: { en, hi } });

export const QUESTION_BANK: readonly BankQuestion[] = [
  {
    id: 'pocso-age',
    text: {
      en: 'Under the POCSO Act, who is a child?',
      hi: 'पॉक्सो अधिनियम के अनुसार बच्चा कौन है?',
    },
    options: [
      option('a', 'Anyone under 14', '14 साल से कम उम्र का कोई भी व्यक्ति'),
      option('b', 'Anyone under 16', '16 साल से कम उम्र का कोई भी व्यक्ति'),
      option('c', 'Anyone under 18', '18 साल से कम उम्र का कोई भी व्यक्ति'),
      option('d', 'Only children who are still at school', 'केवल वे बच्चे जो अभी स्कूल में पढ़ते हैं'),
    ],
    answer: 'c',
    explanation: {
      en: 'POCSO protects every person under 18, girls and boys alike, in school or not.',
      hi: 'पॉक्सो 18 साल से कम उम्र के हर व्यक्ति की रक्षा करता है, चाहे लड़की हो या लड़का, स्कूल में हो या न हो।',
    },
  },
  {
    id: 'pocso-duty-to-report',
    text: {
      en: 'You come to know that a child is being sexually abused. What does the POCSO Act require of you?',
      hi: 'आपको पता चलता है कि किसी बच्चे का यौन शोषण हो रहा है। पॉक्सो अधिनियम आपसे क्या अपेक्षा करता है?',
    },
    options: [
      option(
        'a',
        'Nothing: only parents and teachers must report',
        'कुछ नहीं: केवल माता-पिता और शिक्षकों को सूचना देनी होती है',
      ),
      option(
        'b',
        'To report it: not reporting is itself an offence',
        'इसकी सूचना देना: सूचना न देना अपने आप में एक अपराध है',
      ),
      option('c', 'To wait until you have proof', 'सबूत मिलने तक इंतज़ार करना'),
      option(
        'd',
        'To ask the child’s family first whether they want it reported',
        'पहले बच्चे के परिवार से पूछना कि क्या वे सूचना देना चाहते हैं',
      ),
    ],
    answer: 'b',
    explanation: {
      en: 'Under POCSO anyone who knows of, or suspects, sexual abuse of a child must report it; failing to report is an offence. You report through the NGO’s designated person, who informs the police or the Special Juvenile Police Unit.',
      hi: 'पॉक्सो के तहत जिसे भी किसी बच्चे के यौन शोषण की जानकारी या शक हो, उसे सूचना देनी ही होती है; सूचना न देना अपराध है। आप संस्था के नामित व्यक्ति के ज़रिए सूचना देते हैं, जो पुलिस या विशेष किशोर पुलिस इकाई को बताते हैं।',
    },
  },
  {
    id: 'pocso-consent',
    text: {
      en: 'A 16-year-old says they agreed to a sexual act with an adult. Under POCSO, is that a defence?',
      hi: '16 साल का एक बच्चा कहता है कि उसने किसी वयस्क के साथ यौन कृत्य के लिए हामी भरी थी। क्या पॉक्सो के तहत यह बचाव है?',
    },
    options: [
      option('a', 'Yes, if the child said yes clearly', 'हाँ, अगर बच्चे ने साफ़ हाँ कहा हो'),
      option(
        'b',
        'Yes, if the adult did not know the child’s age',
        'हाँ, अगर वयस्क को बच्चे की उम्र पता नहीं थी',
      ),
      option('c', 'Only if the parents agreed too', 'केवल तब, जब माता-पिता की भी सहमति हो'),
      option(
        'd',
        'No: a child cannot consent under POCSO',
        'नहीं: पॉक्सो के तहत बच्चा सहमति नहीं दे सकता',
      ),
    ],
    answer: 'd',
    explanation: {
      en: 'Under POCSO a person under 18 cannot give consent to a sexual act. What the child said does not change that it is an offence.',
      hi: 'पॉक्सो के तहत 18 साल से कम उम्र का व्यक्ति यौन कृत्य के लिए सहमति नहीं दे सकता। बच्चे ने जो भी कहा हो, वह अपराध ही है।',
    },
  },
  {
    id: 'pocso-online',
    text: {
      en: 'Does the POCSO Act cover harm that happens online, such as sending sexual messages to a child?',
      hi: 'क्या पॉक्सो अधिनियम ऑनलाइन होने वाले नुकसान पर भी लागू होता है, जैसे किसी बच्चे को यौन संदेश भेजना?',
    },
    options: [
      option(
        'a',
        'Yes: sexual harassment of a child online is an offence too',
        'हाँ: ऑनलाइन किसी बच्चे का यौन उत्पीड़न भी अपराध है',
      ),
      option(
        'b',
        'No: POCSO covers only physical contact',
        'नहीं: पॉक्सो केवल शारीरिक संपर्क पर लागू होता है',
      ),
      option('c', 'Only if the child replied', 'केवल तब, जब बच्चे ने जवाब दिया हो'),
      option(
        'd',
        'Only if the messages were sent more than once',
        'केवल तब, जब संदेश एक से ज़्यादा बार भेजे गए हों',
      ),
    ],
    answer: 'a',
    explanation: {
      en: 'POCSO covers sexual harassment without touch, including messages, pictures and videos sent online, and using children in pornographic material.',
      hi: 'पॉक्सो बिना छुए किए गए यौन उत्पीड़न पर भी लागू होता है, जिसमें ऑनलाइन भेजे गए संदेश, तस्वीरें और वीडियो शामिल हैं, और बच्चों का अश्लील सामग्री में इस्तेमाल भी।',
    },
  },
  {
    id: 'pocso-identity',
    text: {
      en: 'A child has disclosed abuse. May you share the child’s name or photo, for example in a WhatsApp group, to warn other parents?',
      hi: 'एक बच्चे ने शोषण के बारे में बताया है। क्या आप दूसरे माता-पिता को सावधान करने के लिए, उदाहरण के लिए किसी व्हाट्सऐप समूह में, बच्चे का नाम या फ़ोटो साझा कर सकते हैं?',
    },
    options: [
      option('a', 'Yes, if it is a private group', 'हाँ, अगर समूह निजी हो'),
      option('b', 'Yes, without the surname', 'हाँ, उपनाम के बिना'),
      option(
        'c',
        'No: the law forbids making the child’s identity known',
        'नहीं: कानून बच्चे की पहचान उजागर करने से मना करता है',
      ),
      option('d', 'Yes, once the police have been told', 'हाँ, एक बार पुलिस को बता दिया जाए तो'),
    ],
    answer: 'c',
    explanation: {
      en: 'POCSO forbids disclosing anything that could identify a child victim: name, photo, school, family or address. Share what you know only with the NGO’s designated person and the authorities.',
      hi: 'पॉक्सो पीड़ित बच्चे की पहचान बताने वाली कोई भी बात उजागर करने से मना करता है: नाम, फ़ोटो, स्कूल, परिवार या पता। जो आप जानते हैं, वह केवल संस्था के नामित व्यक्ति और अधिकारियों को बताएँ।',
    },
  },
  {
    id: 'boundary-phone-number',
    text: {
      en: 'A 13-year-old in your class asks for your phone number so she can ask homework questions. What do you do?',
      hi: 'आपकी कक्षा की 13 साल की एक लड़की होमवर्क के सवाल पूछने के लिए आपका फ़ोन नंबर माँगती है। आप क्या करेंगे?',
    },
    options: [
      option('a', 'Give it, since it is only for homework', 'दे देंगे, क्योंकि यह केवल होमवर्क के लिए है'),
      option(
        'b',
        'Kindly say no, and tell her to ask through the NGO or in the next session',
        'विनम्रता से मना करेंगे, और कहेंगे कि संस्था के ज़रिए या अगले सत्र में पूछे',
      ),
      option('c', 'Give it, but ask her to keep it secret', 'दे देंगे, पर उसे यह बात राज़ रखने को कहेंगे'),
      option(
        'd',
        'Take her number instead and message her yourself',
        'इसके बजाय उसका नंबर लेकर खुद उसे संदेश भेजेंगे',
      ),
    ],
    answer: 'b',
    explanation: {
      en: 'No private contact with children: no phone numbers, social media or messages. All contact goes through the NGO, so other adults always know about it.',
      hi: 'बच्चों से कोई निजी संपर्क नहीं: न फ़ोन नंबर, न सोशल मीडिया, न संदेश। हर संपर्क संस्था के ज़रिए होता है, ताकि दूसरे वयस्कों को हमेशा उसकी जानकारी रहे।',
    },
  },
  {
    id: 'boundary-photos',
    text: {
      en: 'Your class made posters and the children want a photo with you. May you take it on your own phone?',
      hi: 'आपकी कक्षा ने पोस्टर बनाए हैं और बच्चे आपके साथ फ़ोटो खिंचवाना चाहते हैं। क्या आप अपने फ़ोन से फ़ोटो ले सकते हैं?',
    },
    options: [
      option('a', 'Yes, if you do not post it online', 'हाँ, अगर आप उसे ऑनलाइन न डालें'),
      option('b', 'Yes, if the children agree', 'हाँ, अगर बच्चे राज़ी हों'),
      option('c', 'Yes, if you delete it within a week', 'हाँ, अगर आप उसे एक हफ़्ते में मिटा दें'),
      option(
        'd',
        'No: take no photos or videos of children unless the NGO has given written permission',
        'नहीं: जब तक संस्था ने लिखित अनुमति न दी हो, बच्चों की कोई फ़ोटो या वीडियो न लें',
      ),
    ],
    answer: 'd',
    explanation: {
      en: 'Photos of children can be misused and can reveal where they are. Take none on your own device; the NGO decides, in writing, whether and how photos are taken.',
      hi: 'बच्चों की फ़ोटो का दुरुपयोग हो सकता है और उनसे पता चल सकता है कि वे कहाँ हैं। अपने फ़ोन से कोई फ़ोटो न लें; फ़ोटो ली जाएँ या नहीं और कैसे, यह संस्था लिखित में तय करती है।',
    },
  },
  {
    id: 'boundary-closed-door',
    text: {
      en: 'A boy needs extra help with reading. Where should you sit with him?',
      hi: 'एक लड़के को पढ़ने में अतिरिक्त मदद चाहिए। आपको उसके साथ कहाँ बैठना चाहिए?',
    },
    options: [
      option(
        'a',
        'Where other adults from the NGO can see and hear you, never alone behind a closed door',
        'जहाँ संस्था के दूसरे वयस्क आपको देख और सुन सकें, कभी भी बंद दरवाज़े के पीछे अकेले नहीं',
      ),
      option(
        'b',
        'In an empty room with the door shut, so he is not distracted',
        'किसी खाली कमरे में दरवाज़ा बंद करके, ताकि उसका ध्यान न भटके',
      ),
      option('c', 'In your car after the session', 'सत्र के बाद अपनी गाड़ी में'),
      option('d', 'At your home, where it is quiet', 'अपने घर पर, जहाँ शांति हो'),
    ],
    answer: 'a',
    explanation: {
      en: 'Never be alone with a child behind a closed door. Teaching in view of other adults protects the child and protects you.',
      hi: 'किसी बच्चे के साथ बंद दरवाज़े के पीछे कभी अकेले न रहें। दूसरे वयस्कों के सामने पढ़ाने से बच्चे की भी रक्षा होती है और आपकी भी।',
    },
  },
  {
    id: 'boundary-social-media',
    text: {
      en: 'A student sends you a friend request on Instagram. What do you do?',
      hi: 'एक विद्यार्थी आपको इंस्टाग्राम पर फ़्रेंड रिक्वेस्ट भेजता है। आप क्या करेंगे?',
    },
    options: [
      option('a', 'Accept it: it helps build trust', 'स्वीकार कर लेंगे: इससे भरोसा बनता है'),
      option('b', 'Accept it, but never message first', 'स्वीकार कर लेंगे, पर खुद कभी पहले संदेश नहीं भेजेंगे'),
      option('c', 'Do not accept it, and let the NGO know', 'स्वीकार नहीं करेंगे, और संस्था को बता देंगे'),
      option(
        'd',
        'Follow the student back from a second account',
        'किसी दूसरे खाते से उस विद्यार्थी को फ़ॉलो करेंगे',
      ),
    ],
    answer: 'c',
    explanation: {
      en: 'Do not connect with children on social media or messaging apps. Decline, and tell the NGO so that it can explain the rule to the child kindly.',
      hi: 'सोशल मीडिया या मैसेजिंग ऐप पर बच्चों से न जुड़ें। अनुरोध ठुकरा दें, और संस्था को बताएँ ताकि वह बच्चे को यह नियम प्यार से समझा सके।',
    },
  },
  {
    id: 'boundary-gifts',
    text: {
      en: 'One child in your class has no school bag. May you give him money to buy one?',
      hi: 'आपकी कक्षा के एक बच्चे के पास स्कूल बैग नहीं है। क्या आप उसे बैग खरीदने के लिए पैसे दे सकते हैं?',
    },
    options: [
      option(
        'a',
        'Yes, quietly, so the others do not feel left out',
        'हाँ, चुपचाप, ताकि दूसरों को बुरा न लगे',
      ),
      option(
        'b',
        'Not on your own: speak to the NGO, which can help in a fair and open way',
        'खुद से नहीं: संस्था से बात करें, जो निष्पक्ष और खुले तरीके से मदद कर सकती है',
      ),
      option(
        'c',
        'Yes, if the child promises not to tell anyone',
        'हाँ, अगर बच्चा वादा करे कि वह किसी को नहीं बताएगा',
      ),
      option(
        'd',
        'Yes, but only if you visit his home to give it',
        'हाँ, पर केवल तब जब आप उसके घर जाकर दें',
      ),
    ],
    answer: 'b',
    explanation: {
      en: 'Gifts, money or favours to one child can single them out and can be used to build secret trust. Go through the NGO.',
      hi: 'किसी एक बच्चे को तोहफ़े, पैसे या खास सुविधा देने से वह अलग दिख सकता है, और इनका इस्तेमाल छिपा हुआ भरोसा बनाने में हो सकता है। संस्था के ज़रिए ही मदद करें।',
    },
  },
  {
    id: 'online-one-to-one',
    text: {
      en: 'You teach an online class. A child asks for a one-to-one video call in the evening. What do you do?',
      hi: 'आप एक ऑनलाइन कक्षा पढ़ाते हैं। एक बच्चा शाम को अकेले में वीडियो कॉल करने को कहता है। आप क्या करेंगे?',
    },
    options: [
      option('a', 'Agree, if the call is short', 'मान जाएँगे, अगर कॉल छोटी हो'),
      option('b', 'Agree, and keep your camera off', 'मान जाएँगे, और अपना कैमरा बंद रखेंगे'),
      option(
        'c',
        'Agree, if the child’s parent says yes on chat',
        'मान जाएँगे, अगर बच्चे के माता-पिता चैट पर हाँ कह दें',
      ),
      option(
        'd',
        'Say no, and offer help in the next class with the NGO present',
        'मना करेंगे, और अगली कक्षा में संस्था की मौजूदगी में मदद की पेशकश करेंगे',
      ),
    ],
    answer: 'd',
    explanation: {
      en: 'Online sessions follow the same rule as in person: never alone with a child. Keep the NGO in the call, or record it with the NGO’s permission.',
      hi: 'ऑनलाइन सत्रों में भी वही नियम है जो आमने-सामने में: बच्चे के साथ कभी अकेले नहीं। संस्था को कॉल में शामिल रखें, या संस्था की अनुमति से उसे रिकॉर्ड करें।',
    },
  },
  {
    id: 'online-platform',
    text: {
      en: 'Which is the right way to run an online session?',
      hi: 'ऑनलाइन सत्र चलाने का सही तरीका कौन-सा है?',
    },
    options: [
      option(
        'a',
        'On the NGO’s class link or account, with NGO staff able to join',
        'संस्था के कक्षा लिंक या खाते पर, जहाँ संस्था के कर्मचारी भी जुड़ सकें',
      ),
      option(
        'b',
        'On your personal WhatsApp, from your own number',
        'अपने निजी व्हाट्सऐप पर, अपने नंबर से',
      ),
      option('c', 'On any app the children prefer', 'किसी भी ऐप पर, जो बच्चों को पसंद हो'),
      option('d', 'On a private link you send to each child', 'एक निजी लिंक पर, जो आप हर बच्चे को भेजें'),
    ],
    answer: 'a',
    explanation: {
      en: 'Use the NGO’s platform and links, never your personal accounts, so the NGO can see and join every session.',
      hi: 'संस्था का प्लेटफ़ॉर्म और लिंक इस्तेमाल करें, अपने निजी खाते कभी नहीं, ताकि संस्था हर सत्र देख सके और उसमें जुड़ सके।',
    },
  },
  {
    id: 'online-screenshots',
    text: {
      en: 'During an online class, a child shares a screen showing an inappropriate picture another adult sent them. What do you do first?',
      hi: 'ऑनलाइन कक्षा के दौरान एक बच्चा अपनी स्क्रीन पर एक अनुचित तस्वीर दिखाता है, जो किसी दूसरे वयस्क ने उसे भेजी है। आप सबसे पहले क्या करेंगे?',
    },
    options: [
      option(
        'a',
        'Forward the picture to your friends to ask for advice',
        'सलाह के लिए वह तस्वीर अपने दोस्तों को भेज देंगे',
      ),
      option(
        'b',
        'Ask the child to send you the picture so you have proof',
        'बच्चे से कहेंगे कि सबूत के लिए तस्वीर आपको भेज दे',
      ),
      option(
        'c',
        'Stop the screen share calmly, do not copy or forward the picture, and tell the NGO’s designated person the same day',
        'शांति से स्क्रीन शेयर बंद करेंगे, तस्वीर की कॉपी न करेंगे न आगे भेजेंगे, और उसी दिन संस्था के नामित व्यक्ति को बताएँगे',
      ),
      option(
        'd',
        'Message the adult who sent it and warn them',
        'जिस वयस्क ने भेजी है, उसे संदेश भेजकर चेतावनी देंगे',
      ),
    ],
    answer: 'c',
    explanation: {
      en: 'Never copy, keep or forward such images: even that can be an offence. Do not confront anyone yourself. Tell the NGO’s designated person the same day; they involve the police.',
      hi: 'ऐसी तस्वीरें न कभी कॉपी करें, न रखें, न आगे भेजें: ऐसा करना भी अपराध हो सकता है। किसी से खुद सवाल-जवाब न करें। उसी दिन संस्था के नामित व्यक्ति को बताएँ; वे पुलिस को शामिल करते हैं।',
    },
  },
  {
    id: 'disclosure-listen',
    text: {
      en: 'A child starts telling you that someone at home hurts them. What is the right first response?',
      hi: 'एक बच्चा आपको बताने लगता है कि घर पर कोई उसे चोट पहुँचाता है। सबसे पहले सही प्रतिक्रिया क्या है?',
    },
    options: [
      option(
        'a',
        'Ask many detailed questions to find out exactly what happened',
        'ठीक-ठीक क्या हुआ, यह जानने के लिए बहुत सारे विस्तृत सवाल पूछना',
      ),
      option(
        'b',
        'Listen calmly, believe them, and tell them they were right to tell you',
        'शांति से सुनना, उस पर भरोसा करना, और कहना कि उसने बताकर सही किया',
      ),
      option('c', 'Tell them they must be mistaken', 'कहना कि उसे ज़रूर कोई गलतफ़हमी हुई है'),
      option('d', 'Change the subject and talk to them later', 'बात बदल देना और बाद में उससे बात करना'),
    ],
    answer: 'b',
    explanation: {
      en: 'Listen, stay calm and believe the child. Do not question them closely or investigate: that is for trained people, and leading questions can harm the case.',
      hi: 'सुनें, शांत रहें और बच्चे पर भरोसा करें। बारीकी से पूछताछ या जाँच न करें: यह प्रशिक्षित लोगों का काम है, और सुझाव देने वाले सवाल मामले को नुकसान पहुँचा सकते हैं।',
    },
  },
  {
    id: 'disclosure-secret',
    text: {
      en: 'Before telling you something, a child asks you to promise to keep it a secret. What do you say?',
      hi: 'कुछ बताने से पहले एक बच्चा आपसे वादा माँगता है कि आप इसे राज़ रखेंगे। आप क्या कहेंगे?',
    },
    options: [
      option(
        'a',
        '“I promise I won’t tell anyone.”',
        '“मैं वादा करता/करती हूँ कि किसी को नहीं बताऊँगा/बताऊँगी।”',
      ),
      option('b', '“Then don’t tell me.”', '“तो मुझे मत बताओ।”'),
      option(
        'c',
        '“I won’t tell your parents, only my friends.”',
        '“मैं तुम्हारे माता-पिता को नहीं, सिर्फ़ अपने दोस्तों को बताऊँगा/बताऊँगी।”',
      ),
      option(
        'd',
        '“I can’t promise that. If you tell me something that means you are not safe, I will tell someone who can help.”',
        '“मैं यह वादा नहीं कर सकता/सकती। अगर तुम कुछ ऐसा बताओगे जिससे लगे कि तुम सुरक्षित नहीं हो, तो मैं किसी ऐसे व्यक्ति को बताऊँगा/बताऊँगी जो मदद कर सके।”',
      ),
    ],
    answer: 'd',
    explanation: {
      en: 'Never promise secrecy: you will have to break that promise to keep the child safe. Be honest, kindly, about who you will tell.',
      hi: 'राज़ रखने का वादा कभी न करें: बच्चे को सुरक्षित रखने के लिए आपको वह वादा तोड़ना पड़ेगा। प्यार से, ईमानदारी से बताएँ कि आप किसे बताएँगे।',
    },
  },
  {
    id: 'disclosure-who-when',
    text: {
      en: 'A child has disclosed abuse to you after a session. Whom do you tell, and when?',
      hi: 'सत्र के बाद एक बच्चे ने आपको शोषण के बारे में बताया है। आप किसे बताएँगे, और कब?',
    },
    options: [
      option(
        'a',
        'The NGO’s designated safeguarding person, the same day',
        'संस्था के नामित सुरक्षा व्यक्ति को, उसी दिन',
      ),
      option('b', 'The child’s parents, at the next session', 'बच्चे के माता-पिता को, अगले सत्र में'),
      option(
        'c',
        'Nobody, unless the child tells you again',
        'किसी को नहीं, जब तक बच्चा दोबारा न बताए',
      ),
      option(
        'd',
        'Other volunteers, so they can keep an eye on the child',
        'दूसरे स्वयंसेवकों को, ताकि वे बच्चे पर नज़र रख सकें',
      ),
    ],
    answer: 'a',
    explanation: {
      en: 'Tell the NGO’s designated person the same day. The person harming the child may be in the family, so do not go to the parents yourself.',
      hi: 'उसी दिन संस्था के नामित व्यक्ति को बताएँ। बच्चे को नुकसान पहुँचाने वाला परिवार का ही कोई हो सकता है, इसलिए खुद माता-पिता के पास न जाएँ।',
    },
  },
  {
    id: 'disclosure-record',
    text: {
      en: 'After a child discloses, what should you write down?',
      hi: 'बच्चे के बताने के बाद आपको क्या लिखना चाहिए?',
    },
    options: [
      option('a', 'Your own guess about who did it', 'आपका अपना अंदाज़ा कि यह किसने किया'),
      option(
        'b',
        'Nothing: writing it down breaks the child’s trust',
        'कुछ नहीं: लिखने से बच्चे का भरोसा टूटता है',
      ),
      option(
        'c',
        'The child’s own words, the date and time, and what you did, as soon as you can',
        'बच्चे के अपने शब्द, तारीख और समय, और आपने क्या किया, जितनी जल्दी हो सके',
      ),
      option('d', 'A summary in your words, a week later', 'एक हफ़्ते बाद, अपने शब्दों में सारांश'),
    ],
    answer: 'c',
    explanation: {
      en: 'Write the child’s words as they said them, with the date and time and what you did next, and give it to the designated person. Facts, not opinions.',
      hi: 'बच्चे के शब्द वैसे ही लिखें जैसे उसने कहे, साथ में तारीख, समय और आपने आगे क्या किया, और यह नामित व्यक्ति को दें। तथ्य लिखें, राय नहीं।',
    },
  },
  {
    id: 'help-childline',
    text: {
      en: 'Which number is Childline, India’s free helpline for children, open day and night?',
      hi: 'भारत में बच्चों की मुफ़्त हेल्पलाइन चाइल्डलाइन का नंबर कौन-सा है, जो दिन-रात खुली रहती है?',
    },
    options: [
      option('a', '100', '100'),
      option('b', '1098', '1098'),
      option('c', '108', '108'),
      option('d', '1091', '1091'),
    ],
    answer: 'b',
    explanation: {
      en: 'Childline is 1098: free, 24 hours a day. A child or an adult worried about a child can call it.',
      hi: 'चाइल्डलाइन का नंबर 1098 है: मुफ़्त, दिन के 24 घंटे। कोई बच्चा, या किसी बच्चे के लिए चिंतित कोई वयस्क, इस पर फ़ोन कर सकता है।',
    },
  },
  {
    id: 'help-emergency',
    text: {
      en: 'A child is in immediate danger right now. What do you do?',
      hi: 'कोई बच्चा इसी समय तुरंत खतरे में है। आप क्या करेंगे?',
    },
    options: [
      option('a', 'Write to Setu and wait for an answer', 'सेतु को लिखेंगे और जवाब का इंतज़ार करेंगे'),
      option(
        'b',
        'Wait for the next session to talk to the NGO',
        'संस्था से बात करने के लिए अगले सत्र का इंतज़ार करेंगे',
      ),
      option(
        'c',
        'Call 112, India’s emergency number, then tell the NGO',
        'भारत के आपातकालीन नंबर 112 पर फ़ोन करेंगे, फिर संस्था को बताएँगे',
      ),
      option(
        'd',
        'Post about it on social media to get help quickly',
        'जल्दी मदद पाने के लिए सोशल मीडिया पर लिखेंगे',
      ),
    ],
    answer: 'c',
    explanation: {
      en: 'In an emergency call 112 first, then tell the NGO’s designated person and report to Setu.',
      hi: 'आपात स्थिति में पहले 112 पर फ़ोन करें, फिर संस्था के नामित व्यक्ति को बताएँ और सेतु को रिपोर्ट करें।',
    },
  },
  {
    id: 'report-through-setu',
    text: {
      en: 'You are uneasy about how another volunteer behaves with children, but you are not sure anything is wrong. What do you do?',
      hi: 'किसी दूसरे स्वयंसेवक का बच्चों के साथ बर्ताव आपको ठीक नहीं लगता, पर आपको पक्का नहीं पता कि कुछ गलत है। आप क्या करेंगे?',
    },
    options: [
      option(
        'a',
        'Report the concern through Setu’s “Report a concern” and tell the NGO',
        'सेतु के “चिंता बताएँ” से रिपोर्ट करेंगे और संस्था को बताएँगे',
      ),
      option('b', 'Say nothing until you are certain', 'पक्का होने तक कुछ नहीं कहेंगे'),
      option(
        'c',
        'Confront the volunteer in front of the children',
        'बच्चों के सामने उस स्वयंसेवक से सवाल करेंगे',
      ),
      option(
        'd',
        'Watch them yourself for a few weeks to gather proof',
        'सबूत जुटाने के लिए कुछ हफ़्ते खुद उन पर नज़र रखेंगे',
      ),
    ],
    answer: 'a',
    explanation: {
      en: 'Report a worry even when you are not sure: Setu’s team and the NGO look into it. Do not investigate or confront anyone yourself.',
      hi: 'पक्का न हो तब भी चिंता की रिपोर्ट करें: सेतु की टीम और संस्था इसकी जाँच करते हैं। खुद जाँच न करें और किसी से सवाल-जवाब न करें।',
    },
  },
  {
    id: 'report-where',
    text: {
      en: 'Where in Setu do you report a concern about a partnership or an NGO?',
      hi: 'किसी साझेदारी या संस्था के बारे में चिंता की रिपोर्ट आप सेतु में कहाँ करते हैं?',
    },
    options: [
      option('a', 'In a public review on the NGO’s page', 'संस्था के पेज पर सार्वजनिक समीक्षा में'),
      option(
        'b',
        'By messaging the NGO’s staff on social media',
        'सोशल मीडिया पर संस्था के कर्मचारियों को संदेश भेजकर',
      ),
      option('c', 'Setu has no way to report', 'सेतु में रिपोर्ट करने का कोई तरीका नहीं है'),
      option(
        'd',
        'With the “Report a concern” button on the request, partnership or listing',
        'अनुरोध, साझेदारी या लिस्टिंग पर “चिंता बताएँ” बटन से',
      ),
    ],
    answer: 'd',
    explanation: {
      en: 'Every request, partnership and listing has a “Report a concern” button. Reports go to Setu’s team privately, never in public.',
      hi: 'हर अनुरोध, साझेदारी और लिस्टिंग पर “चिंता बताएँ” बटन है। रिपोर्ट निजी तौर पर सेतु की टीम के पास जाती है, कभी सार्वजनिक नहीं होती।',
    },
  },
  {
    id: 'boundary-touch',
    text: {
      en: 'A child gets an answer wrong for the third time. What is acceptable?',
      hi: 'एक बच्चा तीसरी बार गलत जवाब देता है। क्या करना ठीक है?',
    },
    options: [
      option('a', 'A light slap, as some teachers do', 'हल्का थप्पड़, जैसा कुछ शिक्षक करते हैं'),
      option('b', 'Making them stand in front of the class', 'उसे कक्षा के सामने खड़ा करना'),
      option(
        'c',
        'Encouraging them and explaining again in another way',
        'उसका हौसला बढ़ाना और दूसरे तरीके से फिर से समझाना',
      ),
      option('d', 'Calling them slow so they try harder', 'उसे धीमा कहना ताकि वह और मेहनत करे'),
    ],
    answer: 'c',
    explanation: {
      en: 'Never hit, shame, threaten or single out a child. Physical punishment and humiliation harm children and are against the law in schools.',
      hi: 'किसी बच्चे को कभी न मारें, न शर्मिंदा करें, न धमकाएँ, न अलग करें। शारीरिक दंड और अपमान बच्चों को नुकसान पहुँचाते हैं और स्कूलों में कानून के खिलाफ़ हैं।',
    },
  },
  {
    id: 'boundary-meet-outside',
    text: {
      en: 'A parent invites you to their home to tutor their child privately on weekends. What do you do?',
      hi: 'एक अभिभावक आपको सप्ताहांत में अपने बच्चे को निजी तौर पर पढ़ाने के लिए घर बुलाते हैं। आप क्या करेंगे?',
    },
    options: [
      option('a', 'Accept, since the parent agreed', 'स्वीकार कर लेंगे, क्योंकि अभिभावक राज़ी हैं'),
      option(
        'b',
        'Politely decline: you meet children only in the NGO’s sessions',
        'विनम्रता से मना करेंगे: आप बच्चों से केवल संस्था के सत्रों में मिलते हैं',
      ),
      option('c', 'Accept, but do not tell the NGO', 'स्वीकार कर लेंगे, पर संस्था को नहीं बताएँगे'),
      option('d', 'Accept if the family pays you', 'अगर परिवार पैसे दे, तो स्वीकार कर लेंगे'),
    ],
    answer: 'b',
    explanation: {
      en: 'Do not meet children outside the NGO’s sessions. If the family needs more help, point them to the NGO.',
      hi: 'संस्था के सत्रों के बाहर बच्चों से न मिलें। अगर परिवार को और मदद चाहिए, तो उन्हें संस्था के पास भेजें।',
    },
  },
];
