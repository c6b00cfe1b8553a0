import { describe, expect, it } from 'vitest';
import { pronounce, pronounceEnglish } from './pronounce';

describe('pronounceEnglish', () => {
  it.each([
    ['Models (e.g. BERT) improve, i.e. they learn.', 'Models (for example BERT) improve, that is they learn.'],
    ['Cohan et al. propose SPECTER.', 'Cohan and colleagues propose SPECTER.'],
    ['Accuracy rose by 12% to 0.92.', 'Accuracy rose by 12 percent to 0.92.'],
    ['The effect was significant (p < 0.05, n = 25).', 'The effect was significant (p less than 0.05, n equals 25).'],
    ['A 95% CI of 1.2–1.8 was found.', 'A 95 percent confidence interval of 1.2 to 1.8 was found.'],
    ['Heat stress at 35 °C for 5 days.', 'Heat stress at 35 degrees Celsius for 5 days.'],
    ['Latency fell to 8 ms on 1 GB of memory.', 'Latency fell to 8 milliseconds on 1 gigabyte of memory.'],
    ['Cells of 10 μm were stained with 2 mL of dye.', 'Cells of 10 micrometres were stained with 2 millilitres of dye.'],
    ['The rate was 3.5 ± 0.2 and 2× faster.', 'The rate was 3.5 plus or minus 0.2 and 2 times faster.'],
    ['With α = 0.5 and β tuned, Δ stays small.', 'With alpha equals 0.5 and beta tuned, delta stays small.'],
    ['A CNN on GPUs beats the SVM.', "A C N N on G P U's beats the S V M."],
    ['NASA and BERT stay words.', 'NASA and BERT stay words.'],
    ['See Fig. 3 and Eq. 2.', 'See Figure 3 and Equation 2.'],
    ['Heat lowered Fv/Fm in every line.', 'Heat lowered Fv over Fm in every line.'],
    ['The authors compared FV/FM values and the Na/K ratio.', 'The authors compared F V over F M values and the Na over K ratio.'],
    ['Disk I/O and A/B tests.', 'Disk I O and A B tests.'],
    ['It runs over TCP/IP at 3 km/h, half (1/2) the time.', 'It runs over T C P I P at 3 kilometres per h, half (1/2) the time.'],
  ])('reads %j as %j', (input, spoken) => {
    expect(pronounceEnglish(input)).toBe(spoken);
  });

  it('leaves a year range and ordinary words alone', () => {
    expect(pronounceEnglish('Between 2010 and 2015 the method worked.')).toBe('Between 2010 and 2015 the method worked.');
  });
});

describe('pronounce', () => {
  it('applies English rules to English only', () => {
    expect(pronounce('z. B. 12 % mehr', 'de')).toBe('z. B. 12 % mehr');
    expect(pronounce('12% more', 'en-GB')).toBe('12 percent more');
  });
});
