import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import styled from 'styled-components';
import { Alert, Button, ButtonSpinner, errorMessage } from '@cs16ar/shared';
import { sendAppeal } from '../api/ban-appeals';
import {
  APPEAL_TEXT_MAX,
  appealSchema,
  IMAGE_TYPES,
  MAX_APPEAL_IMAGES,
  type AppealValues,
} from '../types/appeal-schema';
import type { BanAppeal } from '@cs16ar/shared';
import { FieldError, TextAreaField } from '@cs16ar/shared/form';

export const APPEAL_SEND_FAILED = 'No pudimos enviar tu descargo. Probá de nuevo en un rato.';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Previews = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: 6px;
    align-items: flex-start;
  }
  img {
    width: 120px;
    height: 90px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

function usePreviews(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/** "Presentar descargo": the banned player's text and up to three images, checked before sending. */
export function AppealForm({ banDocumentId, onSent }: { banDocumentId: string; onSent: (appeal: BanAppeal) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, formState, setValue, control } = useForm<AppealValues>({
    resolver: yupResolver(appealSchema),
    mode: 'onTouched',
    defaultValues: { text: '', images: [] },
  });
  const images = useWatch({ control, name: 'images' }) ?? [];
  const previews = usePreviews(images);
  const text = useWatch({ control, name: 'text' }) ?? '';

  const addImages = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    setValue('images', [...images, ...picked], { shouldValidate: true });
  };
  const removeImage = (index: number) =>
    setValue(
      'images',
      images.filter((_, at) => at !== index),
      { shouldValidate: true },
    );

  const onSubmit = async (values: AppealValues) => {
    setFailure(null);
    try {
      onSent(await sendAppeal(banDocumentId, values.text.trim(), values.images));
    } catch (error) {
      setFailure(errorMessage(error, APPEAL_SEND_FAILED));
    }
  };

  const imagesError = formState.errors.images?.message;
  return (
    <Form noValidate aria-label="Presentar descargo" onSubmit={(event) => handleSubmit(onSubmit)(event)}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextAreaField
        label="Tu descargo"
        hint="Contá qué pasó y por qué creés que el baneo es un error. El staff lo lee junto con el registro del servidor."
        rows={6}
        registration={register('text')}
        error={formState.errors.text?.message}
      />
      <Muted aria-live="polite">
        {Array.from(text.trim()).length} / {APPEAL_TEXT_MAX} caracteres
      </Muted>
      <div>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          hidden
          aria-label="Adjuntar imágenes"
          onChange={addImages}
        />
        <Row>
          <Button
            $variant="secondary"
            $size="sm"
            disabled={images.length >= MAX_APPEAL_IMAGES}
            onClick={() => fileInput.current?.click()}
          >
            Adjuntar imágenes
          </Button>
          <Muted>Hasta {MAX_APPEAL_IMAGES} imágenes JPG, PNG, WebP o GIF de hasta 5 MB.</Muted>
        </Row>
      </div>
      {images.length > 0 ? (
        <Previews aria-label="Imágenes elegidas">
          {images.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <img src={previews[index]} alt={`Vista previa de ${file.name}`} />
              <Button $variant="ghost" $size="sm" onClick={() => removeImage(index)}>
                Quitar {file.name}
              </Button>
            </li>
          ))}
        </Previews>
      ) : null}
      {imagesError ? <FieldError role="alert">{imagesError}</FieldError> : null}
      <Row>
        <Muted>Podés presentar un solo descargo por baneo.</Muted>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? (
            <>
              <ButtonSpinner /> Enviando...
            </>
          ) : (
            'Enviar descargo'
          )}
        </Button>
      </Row>
    </Form>
  );
}
