// What the three Alt Text samples contain: the figures of each source file and the academic
// alt texts written for exactly those images. The numbers quoted in the alt texts come from
// figures.ts; ../alt-text-samples.ts checks they still agree before writing anything.
import { blackbodySpectra, changeFromBaseline, consortFlow, decayCurve, heartSection, planckEquation, systolicOverTime } from './figures';

export interface FigureSpec {
  /** Asset file name without extension. */
  name: string;
  format: 'png' | 'jpg';
  draw: () => string;
  figureTag: string;
  category: string;
  complexity: string;
  short: string;
  long: string;
}

export interface SampleSpec {
  sampleId: 'medicine' | 'anatomy' | 'physical-science';
  /** The source file the visitor "uploaded". */
  fileName: string;
  fileType: 'pdf' | 'jpeg';
  title: string;
  figures: FigureSpec[];
}

export const SAMPLES: SampleSpec[] = [
  {
    sampleId: 'medicine',
    fileName: 'exercise-hypertension-trial.pdf',
    fileType: 'pdf',
    title: 'Supervised aerobic exercise and blood pressure in adults with stage 1 hypertension: a randomised controlled trial',
    figures: [
      {
        name: 'figure-1-participant-flow',
        format: 'png',
        draw: consortFlow,
        figureTag: 'Figure 1',
        category: 'Flowchart',
        complexity: 'Complex',
        short:
          'CONSORT flow diagram: 412 adults assessed, 240 randomised equally to supervised exercise or usual care, and 111 and 109 analysed.',
        long: 'Flow diagram of participant progress through the randomised controlled trial, drawn as boxes joined by arrows from top to bottom. Of 412 adults assessed for eligibility, 172 were excluded: 118 did not meet the inclusion criteria, 41 declined to participate and 13 were excluded for other reasons. The remaining 240 participants were randomised, and the diagram then splits into two parallel columns. In the left column, 120 participants were allocated to supervised exercise, 9 were lost to follow-up and 111 were analysed. In the right column, 120 participants were allocated to usual care, 11 were lost to follow-up and 109 were analysed. Retention was therefore 92.5% in the exercise arm and 90.8% in the usual-care arm.',
      },
      {
        name: 'figure-2-systolic-over-time',
        format: 'png',
        draw: systolicOverTime,
        figureTag: 'Figure 2',
        category: 'Line Graph',
        complexity: 'Moderate',
        short:
          'Line graph: systolic blood pressure fell from 148.2 to 136.8 mmHg over 12 weeks with supervised exercise but barely changed with usual care.',
        long: 'Line graph of mean systolic blood pressure in mmHg (vertical axis, 130 to 155) against weeks since randomisation (horizontal axis, weeks 0, 4, 8 and 12), with 95% confidence intervals of about ±2.1 mmHg drawn as error bars. The two groups start at similar values: 148.2 mmHg for supervised exercise (solid blue line) and 147.9 mmHg for usual care (dashed orange line). In the exercise group, pressure falls steadily to 143.1 mmHg at week 4, 139.4 mmHg at week 8 and 136.8 mmHg at week 12. In the usual-care group it declines only slightly, to 146.8, 146.1 and 145.5 mmHg. The confidence intervals still overlap at week 4 but are clearly separated from week 8 onwards, and the difference between the groups at week 12 is 8.7 mmHg.',
      },
      {
        name: 'figure-3-change-from-baseline',
        format: 'png',
        draw: changeFromBaseline,
        figureTag: 'Figure 3',
        category: 'Bar Chart',
        complexity: 'Moderate',
        short:
          'Grouped bar chart: after 12 weeks, supervised exercise lowered systolic and diastolic pressure and resting heart rate far more than usual care.',
        long: 'Grouped bar chart of the mean change from baseline at 12 weeks for three outcomes, with a blue bar for supervised exercise and an orange bar for usual care in each group; each bar is labelled with its value. All bars extend below zero, showing reductions. Systolic blood pressure fell by 11.4 mmHg with exercise and by 2.4 mmHg with usual care. Diastolic blood pressure fell by 6.2 mmHg and 1.1 mmHg respectively. Resting heart rate fell by 5.8 beats per minute with exercise and by 0.6 beats per minute with usual care. In every outcome the reduction in the exercise group is several times larger than in the usual-care group; the largest absolute difference, 9.0 mmHg, is in systolic pressure.',
      },
    ],
  },
  {
    sampleId: 'anatomy',
    fileName: 'heart-frontal-section.jpeg',
    fileType: 'jpeg',
    title: 'Frontal section of the human heart',
    figures: [
      {
        name: 'heart-frontal-section',
        format: 'jpg',
        draw: heartSection,
        figureTag: 'Image 1',
        category: 'Diagram',
        complexity: 'Complex',
        short:
          'Labelled frontal section of the human heart showing its four chambers, valves and great vessels, with deoxygenated blood in blue and oxygenated in red.',
        long: 'Anatomical diagram of the heart cut in the frontal plane and viewed from the front, so the patient’s right side appears on the viewer’s left. Chambers and vessels carrying deoxygenated blood are shaded blue and those carrying oxygenated blood red, set in pink heart muscle. On the viewer’s left, the superior vena cava enters the right atrium from above and the inferior vena cava rises from below, along the outside of the heart, into the lower part of the right atrium; blue arrows show blood flowing in. The right atrium opens through the tricuspid valve into the right ventricle below it, whose wall is thin. The pulmonary trunk rises from the centre of the heart, between the two atria, and curves up towards the viewer’s right. On the viewer’s right, the left atrium lies beneath the arch of the aorta and opens through the mitral valve into the left ventricle, which forms the pointed apex at the bottom of the heart and has the thickest wall. A red arrow runs from the left ventricle up through the muscle between the two atria into the aorta, which arches upwards and to the right. The interventricular septum, a band of muscle, separates the two ventricles. Eleven structures are labelled, and a legend at the bottom left explains the blue and red shading.',
      },
    ],
  },
  {
    sampleId: 'physical-science',
    fileName: 'radioactive-decay-and-blackbody-radiation.pdf',
    fileType: 'pdf',
    title: 'Two classic laboratory measurements: the half-life of protactinium-234m and black-body radiation',
    figures: [
      {
        name: 'figure-1-decay-curve',
        format: 'png',
        draw: decayCurve,
        figureTag: 'Figure 1',
        category: 'Scatter Plot',
        complexity: 'Moderate',
        short:
          'Scatter plot with exponential fit: protactinium-234m count rate falls from 490 to 26 counts per 10 s over 300 s; fitted half-life 70.3 s.',
        long: 'Scatter plot of background-corrected counts per 10-second interval (vertical axis, 0 to 500) against time in seconds (horizontal axis, 0 to 300) for a protactinium-234m source. Sixteen measurements, shown as blue dots every 20 seconds, fall from 490 counts at 0 s to 276 at 60 s, 151 at 120 s, 86 at 180 s, 42 at 240 s and 26 at 300 s. A red exponential curve, fitted by least squares to the logarithm of the counts, passes close to every point and starts at about 478 counts. Dashed guide lines mark half of that initial count at a time of 70.3 s, labelled t½ = 70.3 s, consistent with the accepted half-life of about 70 s (1.17 min) for protactinium-234m. The points scatter slightly about the curve, as expected from the randomness of decay.',
      },
      {
        name: 'figure-2-blackbody-spectra',
        format: 'png',
        draw: blackbodySpectra,
        figureTag: 'Figure 2',
        category: 'Line Graph',
        complexity: 'Complex',
        short:
          'Line graph of black-body spectral radiance at 3000, 4000 and 5000 K: hotter bodies emit far more and peak at shorter wavelengths.',
        long: 'Line graph of spectral radiance (vertical axis, 0 to 14 kW per steradian per square metre per nanometre) against wavelength (horizontal axis, 200 to 2000 nm) for black bodies at three temperatures, calculated from Planck’s law. A shaded band from 380 to 750 nm marks the visible range. Each curve rises steeply from short wavelengths to a single peak and then declines in a long tail. The 3000 K curve (red) peaks at 966 nm, in the near infrared, at about 1.0 kW·sr⁻¹·m⁻²·nm⁻¹. The 4000 K curve (orange) peaks at 724 nm, at the red end of the visible band, at about 4.2. The 5000 K curve (violet) peaks at 580 nm, inside the visible band, at about 12.8. Dashed vertical lines mark each peak wavelength. The figure illustrates Wien’s displacement law: the peak moves to shorter wavelengths as the temperature rises, while the radiance at every wavelength, and so the total emitted power, increases steeply with temperature.',
      },
      {
        name: 'equation-2-planck-law',
        format: 'png',
        draw: planckEquation,
        figureTag: 'Equation 2',
        // The classifier has no type for a typeset equation; such values are hidden by the demo.
        category: 'Error: image type could not be determined',
        complexity: 'Simple',
        short: 'Equation 2: Planck’s law for the spectral radiance of a black body as a function of wavelength and temperature.',
        long: 'Typeset equation, numbered 2, giving Planck’s law. It reads: B sub lambda of lambda and T equals 2 h c squared divided by lambda to the fifth power, multiplied by 1 divided by the quantity e raised to the power h c over lambda k T, minus 1. Here B sub lambda is the spectral radiance of a black body, lambda the wavelength, T the absolute temperature, h Planck’s constant, c the speed of light and k Boltzmann’s constant. The equation gives the curves plotted in Figure 2.',
      },
    ],
  },
];
