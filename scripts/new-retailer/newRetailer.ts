// Makes a new retailer from checked answers (decision 041): the logo, every collection, checked
// with the build's own content validators, then written as fixture files in one rename.
import type {RetailerAnswers} from './answers.ts';
import {generateRetailer, type GeneratedRetailer} from './content.ts';
import {drawLogo, readLogo} from './logo.ts';
import {validateGenerated} from './validate.ts';
import {writeRetailer} from './write.ts';

/** The retailer's collections and files, validated; nothing is written. */
export async function prepareRetailer(answers: RetailerAnswers): Promise<GeneratedRetailer> {
  const logo =
    answers.logo === null
      ? drawLogo(answers.displayName, answers.brandColor, answers.baseColor)
      : await readLogo(answers.logo);
  const generated = generateRetailer(answers, logo);
  await validateGenerated(answers.name, generated);
  return generated;
}

/** Prepares the retailer and writes `<retailersDir>/<name>/`; returns the folder. */
export async function createRetailer(
  answers: RetailerAnswers,
  retailersDir: string,
): Promise<string> {
  return writeRetailer(retailersDir, answers.name, await prepareRetailer(answers));
}
