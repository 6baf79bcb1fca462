import type {ReactNode} from 'react';
import {LEGAL_BLOCK_IDS, type Company, type Legal, type LegalBlockId} from '@schaufenster/core';
import {LegalBlock, type LegalBlockHeadingLevel} from './LegalBlock.tsx';

/** Props of {@link LegalBlocks}. */
export interface LegalBlocksProps {
  /** Blocks to render, in this order. @default LEGAL_BLOCK_IDS (all, in the spec's order) */
  blockIds?: readonly LegalBlockId[];
  /** The retailer's legal texts (`SiteData.legal`). */
  legal: Legal;
  /** The company; block legal_authority shows its `legal_authority`. */
  company: Pick<Company, 'legal_authority'>;
  /** The consent manager for block consentmanager. @default undefined */
  consentManager?: ReactNode;
  /** Level of the block headings. @default 2 */
  headingLevel?: LegalBlockHeadingLevel;
}

/** Several legal blocks in a row (spec §2 "Legal blocks by id"); empty blocks are skipped. */
export function LegalBlocks({blockIds = LEGAL_BLOCK_IDS, ...props}: LegalBlocksProps) {
  return (
    <>
      {blockIds.map((blockId) => (
        <LegalBlock key={blockId} blockId={blockId} {...props} />
      ))}
    </>
  );
}
