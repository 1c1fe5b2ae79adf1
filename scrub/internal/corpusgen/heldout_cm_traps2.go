package main

import (
	"fmt"
	"strings"
)

// Traps near API keys, vendor tokens and delivery platforms: ids, references, masked values.

var hcmTrapGens2 = []func() Sample{
	hcmT2EnvRefs, hcmT2StripePK, hcmT2Masked, hcmT2TwilioSID, hcmT2UberOrders, hcmT2Deliveroo,
	hcmT2LogRedacted, hcmT2Digests, hcmT2GitLog, hcmT2OAuthClientID, hcmT2DelivReset, hcmT2OwnWebhook,
	hcmT2AWSArn, hcmT2PropertyJSON, hcmT2Base64Logo, hcmT2Actions, hcmT2CurlEnv, hcmT2Mailchimp,
	hcmT2Tracking, hcmT2Versions, hcmT2Telegram, hcmT22FA, hcmT2Licence, hcmT2Brand, hcmT2TraceIDs,
	hcmT2Placeholders,
}

func hcmT2EnvRefs() Sample {
	t := fmt.Sprintf("# booking-sync service (%s)\nPROPERTY_ID=%d\nCHANNEL_MANAGER_API_KEY=${CHANNEL_MANAGER_API_KEY}\nBOOKING_ENGINE_SECRET={{ secrets.BOOKING_ENGINE_SECRET }}\nSYNC_EVERY=300\n",
		hcmVenue(), hcmN(100000, 9999999))
	return hcmTrap("trap-secret-reference", "env", t)
}

func hcmT2StripePK() Sample {
	pk := "pk_live_" + rnd(alnum, hcmN(24, 99))
	t := fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  // publishable key is fine in the page; the secret one lives in Render env vars\n  const stripe = Stripe('%s');\n</script>", pk)
	return hcmTrap("trap-publishable-key", "code", t)
}

func hcmT2Masked() Sample {
	t := pick([]string{
		"Stripe dashboard shows the live key as sk_live_••••••••••••%s, created %s. Rotate?",
		"SendGrid key SG.****...%s was revoked on %s.",
		"API key: ************************%s (last used %s)",
	})
	return hcmTrap("trap-masked", "note", fmt.Sprintf(t, rnd(alnum, 4), hcmDate()))
}

func hcmT2TwilioSID() Sample {
	t := fmt.Sprintf("SMS reminders: account %s, messaging service %s, sender %s. Auth token is in the hosting env, not in the repo.",
		"AC"+rnd(hexs, 32), "MG"+rnd(hexs, 32), hcmPhone())
	return hcmTrap("trap-account-id", "note", t)
}

func hcmT2UberOrders() Sample {
	var rows []string
	rows = append(rows, "order_id,store_id,placed_at,total,status")
	store := hcmUUID()
	for i := 0; i < hcmN(3, 5); i++ {
		rows = append(rows, fmt.Sprintf("%s,%s,%sT%s,%d.%02d,%s", hcmUUID(), store, hcmDate(), hcmClock(), hcmN(8, 80), hcmN(0, 99), pick([]string{"DELIVERED", "CANCELLED", "DELIVERED"})))
	}
	return hcmTrap("trap-order-id", "csv", strings.Join(rows, "\n")+"\n")
}

func hcmT2Deliveroo() Sample {
	t := fmt.Sprintf("%s: deliveroo order #%d says rider arrives 19:42 but he's not here\n%s: check the tablet, order %s was reassigned\n%s: ok got it",
		hcmStaff(), hcmN(100, 9999), hcmStaff(), rnd(lower+digits, 6), hcmStaff())
	return hcmTrap("trap-order-id", "chat", t)
}

func hcmT2LogRedacted() Sample {
	t := fmt.Sprintf("%sT%s:11Z DEBUG sync.http request_id=%s headers={\"Authorization\": \"Bearer [REDACTED]\", \"X-Request-Id\": \"%s\"}\n%sT%s:12Z INFO sync.availability status=200 rooms=%d",
		hcmDate(), hcmClock(), rnd(hexs, 16), hcmUUID(), hcmDate(), hcmClock(), hcmN(5, 80))
	return hcmTrap("trap-redacted", "log", t)
}

func hcmT2Digests() Sample {
	slug := hcmSlug()
	t := fmt.Sprintf("$ docker pull ghcr.io/%s/booking-widget:%d.%d.%d\nDigest: sha256:%s\nStatus: Downloaded newer image for ghcr.io/%s/booking-widget",
		slug, hcmN(1, 3), hcmN(0, 20), hcmN(0, 9), rnd(hexs, 64), slug)
	return hcmTrap("trap-image-digest", "shell", t)
}

func hcmT2GitLog() Sample {
	var rows []string
	msgs := []string{"Rotate channel manager key (moved to env)", "Fix Glovo menu sync", "Add Vietnamese menu", "Remove hardcoded POS password", "Bump booking widget"}
	for i := 0; i < hcmN(3, 5); i++ {
		rows = append(rows, rnd(hexs, 7)+" "+hcmPick(msgs))
	}
	return hcmTrap("trap-commit-sha", "shell", "$ git log --oneline -5\n"+strings.Join(rows, "\n"))
}

func hcmT2OAuthClientID() Sample {
	t := fmt.Sprintf("uber_eats:\n  client_id: %s\n  client_secret: ${UBER_EATS_CLIENT_SECRET}\n  redirect_uri: https://%s.com/oauth/callback\n  store_id: %s\n", rnd(b64url, 32), hcmSlug(), hcmUUID())
	return hcmTrap("trap-client-id", "yaml", t)
}

func hcmT2DelivReset() Sample {
	t := pick([]string{
		"%s: I changed the Uber Eats tablet password after %s left. New one is in the manager's notebook in the safe.",
		"%s: cambié la contraseña de la tablet de Glovo, está en el 1Password del local (%s la tiene también)",
		"%s: đã đổi mật khẩu GrabMerchant, ai cần thì hỏi %s",
	})
	return hcmTrap("trap-secret-reference", "chat", fmt.Sprintf(t, hcmStaff(), hcmStaff()))
}

func hcmT2OwnWebhook() Sample {
	t := fmt.Sprintf("In Uber Eats Developer > Webhooks set the URL to https://api.%s.com/webhooks/ubereats/orders and tick orders.notification (store %s). Signing secret: use the one from the dashboard, don't commit it.", hcmSlug(), hcmUUID())
	return hcmTrap("trap-webhook-endpoint", "note", t)
}

func hcmT2AWSArn() Sample {
	acct := rnd(digits, 12)
	t := fmt.Sprintf("Menu photos bucket: arn:aws:s3:::%s-menu-photos (account %s, eu-west-1). Uploader role: arn:aws:iam::%s:role/menu-uploader",
		hcmSlug(), acct, acct)
	return hcmTrap("trap-arn", "note", t)
}

func hcmT2PropertyJSON() Sample {
	t := fmt.Sprintf("{\n  \"property_id\": \"%s\",\n  \"room_types\": [\n    {\"id\": \"%s\", \"title\": \"Double\", \"count\": %d},\n    {\"id\": \"%s\", \"title\": \"Suite\", \"count\": %d}\n  ],\n  \"currency\": \"EUR\"\n}",
		hcmUUID(), hcmUUID(), hcmN(4, 30), hcmUUID(), hcmN(1, 6))
	return hcmTrap("trap-uuid", "json", t)
}

func hcmT2Base64Logo() Sample {
	t := fmt.Sprintf("<img alt=\"%s\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA%s\" width=\"120\">", hcmVenue(), hcmB64(hcmN(80, 160)))
	return hcmTrap("trap-base64-image", "html", t)
}

func hcmT2Actions() Sample {
	t := "# " + hcmSlug() + " ordering site, deploy job\n- name: Deploy ordering site\n  env:\n    STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}\n    SQUARE_ACCESS_TOKEN: ${{ secrets.SQUARE_TOKEN }}\n    DELIVEROO_API_SECRET: ${{ secrets.DELIVEROO_API_SECRET }}\n  run: ./deploy.sh " + pick([]string{"prod", "staging"}) + "\n"
	return hcmTrap("trap-secret-reference", "yaml", t)
}

func hcmT2CurlEnv() Sample {
	t := fmt.Sprintf("$ curl -s https://app.channex.io/api/v1/properties/%s/room_types -H \"user-api-key: $CHANNEX_API_KEY\" | jq '.data | length'\n%d", hcmUUID(), hcmN(3, 18))
	return hcmTrap("trap-secret-reference", "shell", t)
}

func hcmT2Mailchimp() Sample {
	t := fmt.Sprintf("Newsletter: audience id %s, campaign %s, sent to %d subscribers, open rate %d%%.", rnd(hexs, 10), rnd(hexs, 10), hcmN(300, 9000), hcmN(18, 55))
	return hcmTrap("trap-list-id", "note", t)
}

func hcmT2Tracking() Sample {
	t := fmt.Sprintf("New card terminals shipped: UPS 1Z%s, serials %s and %s. Arrive %s.", rnd(upper+digits, 16), rnd(digits, 10), rnd(digits, 10), hcmDate())
	return hcmTrap("trap-tracking-number", "mail", t)
}

func hcmT2Versions() Sample {
	t := fmt.Sprintf("POS update tonight: app %d.%d.%d (build %s), KDS firmware %d.%d, printer driver %s. Close tills before 02:00.",
		hcmN(3, 9), hcmN(0, 20), hcmN(0, 40), rnd(hexs, 10), hcmN(1, 5), hcmN(0, 9), "v"+rnd(digits, 3))
	return hcmTrap("trap-version", "note", t)
}

func hcmT2Telegram() Sample {
	t := fmt.Sprintf("Bot bếp: @%sKitchenBot, group chat id -100%s. Token để trong file .env trên máy chủ, đừng gửi qua Zalo.", hcmCap(hcmSlug()), rnd(digits, 10))
	return hcmTrap("trap-secret-reference", "note", t)
}

func hcmT22FA() Sample {
	t := pick([]string{
		"2FA is on for the Google Business Profile now, codes go to the office phone. Backup codes printed and locked in the safe.",
		"He activado la verificación en dos pasos en Uber Eats Manager; los códigos llegan al móvil del encargado.",
	})
	return hcmTrap("trap-2fa-talk", "note", fmt.Sprintf("%s, %s: ", hcmVenue(), hcmDate())+t)
}

func hcmT2Licence() Sample {
	t := fmt.Sprintf("Licence for the bar till: tied to device serial %s, order no. %d, renews %s. Activation done by the vendor remotely.",
		rnd(upper+digits, 12), hcmN(100000, 999999), hcmDate())
	return hcmTrap("trap-serial-number", "note", t)
}

func hcmT2Brand() Sample {
	t := fmt.Sprintf("Brand colours for the new menus: primary #%s, accent #%s, text #%s. Font: %s.", rnd(hexs, 6), rnd(hexs, 6), rnd(hexs, 6), pick([]string{"Lora", "Be Vietnam Pro", "Montserrat"}))
	return hcmTrap("trap-colour", "note", t)
}

func hcmT2TraceIDs() Sample {
	t := fmt.Sprintf("Glovo menu sync failed. trace_id=%s span_id=%s job=%s store=%s-%s",
		rnd(hexs, 32), rnd(hexs, 16), hcmUUID(), hcmSlug(), rnd(digits, 3))
	return hcmTrap("trap-trace-id", "log", t)
}

func hcmT2Placeholders() Sample {
	t := pick([]string{
		"DELIVEROO_API_KEY=<your-api-key>\nDELIVEROO_API_SECRET=<your-api-secret>\n# get these from the Partner Hub",
		"[deliveroo]\napi_key = xxxxxxxxxxxxxxxx\napi_secret = xxxxxxxxxxxxxxxxxxxxxxxx\n",
		"# copy to .env and fill in\nSTRIPE_SECRET_KEY=sk_live_...\nSQUARE_ACCESS_TOKEN=changeme\n",
	})
	return hcmTrap("trap-placeholder", "env", fmt.Sprintf("# %s (%s)\n", hcmVenue(), hcmDate())+t)
}
