import { useState } from 'react';
import styled from 'styled-components';
import { ExternalButtonLink, mediaUp } from '@cs16ar/shared';
import { HeadsetIcon, ThumbDownIcon, ThumbUpIcon } from '@cs16ar/shared/icons';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${mediaUp('sm')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }

  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Vote = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;

const Thumbs = styled.div`
  display: flex;
  gap: 8px;
`;

const Thumb = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primaryText};
    background: ${({ theme }) => theme.gradients.primary};
    border-color: transparent;
  }
`;

/**
 * "¿Te fue útil?" and "Contactar Soporte". docs/product.md §2 gives neither any behaviour: the vote is only shown as
 * chosen, and the support link has no destination yet.
 */
export function ArticleFeedback() {
  const [vote, setVote] = useState<'up' | 'down' | null>(null);
  const toggle = (choice: 'up' | 'down') => setVote((current) => (current === choice ? null : choice));

  return (
    <Box aria-labelledby="feedback-title">
      <Vote>
        <h2 id="feedback-title">¿Te fue útil?</h2>
        <Thumbs>
          <Thumb type="button" aria-pressed={vote === 'up'} aria-label="Sí, me fue útil" onClick={() => toggle('up')}>
            <ThumbUpIcon size={18} />
          </Thumb>
          <Thumb
            type="button"
            aria-pressed={vote === 'down'}
            aria-label="No me fue útil"
            onClick={() => toggle('down')}
          >
            <ThumbDownIcon size={18} />
          </Thumb>
        </Thumbs>
      </Vote>
      {/* docs/product.md §2 names this link but gives it no target: shown, marked unavailable, never a dead click. */}
      <ExternalButtonLink $variant="secondary" aria-disabled="true" title="Próximamente">
        <HeadsetIcon size={18} />
        Contactar Soporte
      </ExternalButtonLink>
    </Box>
  );
}
