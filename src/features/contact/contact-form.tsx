import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react'
import type { FormEvent } from 'react'

/** The spec's contact form: nothing is sent; the data is logged and the guest told it was received. */
export function ContactForm() {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = Object.fromEntries(new FormData(form))
    console.log('Contact form', data)
    window.alert('Form submitted!')
    form.reset()
  }
  return (
    <form onSubmit={onSubmit} aria-label="Contact form">
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>
            Name <Field.RequiredIndicator />
          </Field.Label>
          <Input name="name" autoComplete="name" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input name="email" type="email" autoComplete="email" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            Phone <Field.RequiredIndicator />
          </Field.Label>
          <Input name="phone" type="tel" inputMode="tel" autoComplete="tel" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            Reason <Field.RequiredIndicator />
          </Field.Label>
          <Textarea name="reason" rows={4} />
        </Field.Root>
        <Button type="submit" colorPalette="brand" alignSelf="start">
          Send
        </Button>
      </Stack>
    </form>
  )
}
