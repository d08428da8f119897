import { noCancellationTermsText } from '@teewatch/contracts';
import { defineMessages, plural } from '../../../../lib/i18n';

const holes = (count: number) => plural(count, { one: '# hole', other: '# holes' });

export const recommendationMessages = defineMessages('bookings.recommendation', {
  topRecommendation: 'Top Recommendation',
  score: (score: number) => `Score ${score}/100`,
  teeTime: (day: string, time: string, holeCount: number, price: string) =>
    `${day} at ${time} · ${holes(holeCount)} · ${price} per player`,
  teeTimeWithDistance: (
    day: string,
    time: string,
    holeCount: number,
    price: string,
    miles: string,
  ) => `${day} at ${time} · ${holes(holeCount)} · ${price} per player · ${miles} mi`,
  successProbability: (percent: number) => `${percent}% success probability`,
  whyThisTeeTime: 'Why this tee time',
  cancellationPolicy: 'Cancellation policy:',
  noCancellationTerms: noCancellationTermsText,
  alternatives: 'Alternative Options',
  coursePage: 'Course page',
});
