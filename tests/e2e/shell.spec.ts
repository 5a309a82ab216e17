import { expect, test } from '@playwright/test'

test('the home page lists the facilities from the API', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Hearth House')
  await expect(page.getByRole('listitem').filter({ hasText: 'Garden Double Room' })).toBeVisible()
  await expect(page.getByRole('listitem')).toHaveCount(9)
})
