import { useId, useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Avatar, imageUrl, Spinner } from '@cs16ar/shared';
import { CameraIcon } from '@cs16ar/shared/icons';
import type { ProfileUser } from '../types/profile-user';
import { ACCEPTED_PICTURE_TYPES } from '../hooks/use-profile-picture-upload';

export const AVATAR_SIZE = 128;

const Frame = styled.div`
  position: relative;
  width: ${AVATAR_SIZE}px;
  height: ${AVATAR_SIZE}px;
  border-radius: 50%;
  box-shadow:
    0 0 0 4px ${({ theme }) => theme.colors.surface},
    0 0 0 6px rgba(255, 138, 31, 0.55);
`;

const Overlay = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.overlay};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 650;
  opacity: 0;
  transition: opacity ${({ theme }) => theme.transitions.fast};
  pointer-events: none;
`;

const PickButton = styled.button`
  display: block;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;

  &:hover ${Overlay}, &:focus-visible ${Overlay} {
    opacity: 1;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryStrong};
    outline-offset: 6px;
  }
  &:disabled {
    cursor: progress;
  }
`;

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
`;

const Hint = styled.p`
  margin: 14px 0 0;
  font-size: 0.78rem;
  color: ${({ theme }) => theme.colors.textFaint};
  text-align: center;
`;

const Busy = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.overlay};
`;

/** The round picture, or the initial. On the own profile it is the button that changes the picture. */
export function ProfileAvatar({
  user,
  editable,
  uploading = false,
  onPick,
}: {
  user: ProfileUser;
  editable: boolean;
  uploading?: boolean;
  onPick?: (file: File) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const avatar = <Avatar name={user.username} src={imageUrl(user.profilePicture, 'small')} size={AVATAR_SIZE} />;

  if (!editable) return <Frame>{avatar}</Frame>;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it elsewhere) fires a change again.
    event.target.value = '';
    if (file) onPick?.(file);
  }

  return (
    <Picker>
      <Frame>
        <PickButton
          type="button"
          aria-label="Cambiar foto de perfil"
          aria-describedby={hintId}
          disabled={uploading}
          onClick={() => inputRef.current?.click()}
        >
          {avatar}
          <Overlay aria-hidden="true">
            <CameraIcon size={28} />
            Cambiar
          </Overlay>
        </PickButton>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPTED_PICTURE_TYPES.join(',')}
          aria-label="Elegir una foto de perfil"
          hidden
          onChange={onChange}
        />
        {uploading ? (
          <Busy>
            <Spinner size={36} label="Subiendo foto de perfil..." />
          </Busy>
        ) : null}
      </Frame>
      <Hint id={hintId}>JPG, PNG, WebP o GIF de hasta 5 MB.</Hint>
    </Picker>
  );
}
