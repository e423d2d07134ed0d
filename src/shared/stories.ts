// The 15 success stories of the home carousel and /SuccessStories (spec §2; README → The specification), one per topic
// of the spec, in the spec's order. The texts are messages (English here, Hindi in
// src/web/locales/hi/stories.po), loaded only by the screens that show the stories.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface Story {
  id: number;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export const STORIES: readonly Story[] = [
  {
    id: 1,
    title: msg`From the Station Platform to Class 6`,
    description: msg`Raju sold tea at Ranchi railway station until a Setu volunteer began evening lessons on the platform. A year of bridge classes later he joined Class 6 at a government school and now teaches the younger boys their letters.`,
  },
  {
    id: 2,
    title: msg`Meera Stays in School`,
    description: msg`In a village outside Jaipur, Meera was about to leave school to help at home. Two volunteers held weekend sessions for her and eleven other girls and met their parents together; all twelve sat their Class 10 exams.`,
  },
  {
    id: 3,
    title: msg`A Computer Lab in a Basti`,
    description: msg`Volunteers from Hyderabad set up six donated laptops in a community hall and taught typing, safe browsing and spreadsheets. Forty teenagers earned their first digital literacy certificates in one summer.`,
  },
  {
    id: 4,
    title: msg`Walls That Tell Stories`,
    description: msg`An art teacher volunteering through Setu in Kolkata turned a grey school wall into a mural painted by sixty children. Attendance on art days doubled, and the shyest pupils now explain their panels to visitors.`,
  },
  {
    id: 5,
    title: msg`Classes That Crossed the Hills`,
    description: msg`When the monsoon cut off a hamlet near Pune, a volunteer in Bangalore kept teaching English over a shared phone and a solar charger. Not one of her nine students fell behind that term.`,
  },
  {
    id: 6,
    title: msg`Reading Aloud at Sixty and Six`,
    description: msg`A reading circle in Delhi started for children and soon drew their grandmothers. Grandmother and grandson now read the Hindi newspaper together each morning, and the circle has grown to thirty readers.`,
  },
  {
    id: 7,
    title: msg`Stitching a Future`,
    description: msg`Teenagers in an Ahmedabad shelter learned tailoring, basic accounts and pricing from a volunteer who runs a small boutique. Five of them now take orders from their neighbourhood and save part of every payment.`,
  },
  {
    id: 8,
    title: msg`The Girl Who Spoke First`,
    description: msg`Anjali would not answer roll call. After weekly public-speaking circles with a Setu volunteer in Mumbai, she opened her school’s Independence Day assembly with a speech she wrote herself.`,
  },
  {
    id: 9,
    title: msg`Rockets Made of Bottles`,
    description: msg`In Chennai, a volunteer engineer ran Saturday STEM clubs with bottles, straws and balloons. His team of Class 8 students reached the state science fair with a water-rocket that flew forty metres.`,
  },
  {
    id: 10,
    title: msg`A Volunteer Who Built a Team`,
    description: msg`Priya joined Setu to teach maths on Sundays. Within a year she had recruited and trained fourteen colleagues, and her Bangalore group now covers three learning centres every weekend.`,
  },
  {
    id: 11,
    title: msg`Harmonium Evenings`,
    description: msg`A retired music teacher in Jaipur began harmonium and folk-song classes at a children’s home. The choir performed at the city’s winter festival, and music has become the reward for finished homework.`,
  },
  {
    id: 12,
    title: msg`The Library in a Shipping Crate`,
    description: msg`Volunteers in Pune turned an old shipping crate into a free library with 1,200 books in Marathi, Hindi and English. Children borrow more than two hundred books a month and run the register themselves.`,
  },
  {
    id: 13,
    title: msg`A Mentor for Every Dream`,
    description: msg`Through Setu, college students in Delhi mentor teenagers one-to-one on career choices and applications. Eighteen mentees from the first batch won places in colleges and polytechnics.`,
  },
  {
    id: 14,
    title: msg`Science You Can Touch`,
    description: msg`A volunteer in Kolkata brought magnets, lenses and seeds to a school without a laboratory. Hands-on experiments made EVS the favourite subject, and the school has now set up its own science corner.`,
  },
  {
    id: 15,
    title: msg`Lanterns for the Night School`,
    description: msg`Boys who work in Mumbai’s workshops by day now study at a night school staffed by Setu volunteers. Twenty-two of them passed the open school Class 10 exams this year.`,
  },
];
