package main

import (
	"fmt"
	"strings"
)

// Traps about portals, channel managers and vendors: ids, public keys, references to where a
// secret lives, placeholders, notices and talk about passwords without one.

func hchTrap2Gens() []hchGen {
	return []hchGen{
		{5, hchTPwChanged}, {5, hchTEnvRefs}, {4, hchTPkOnly}, {4, hchTTwilioSID},
		{4, hchTGuestyID}, {5, hchTWebhookPayload}, {4, hchTDocsPlaceholder}, {5, hchTReqLog},
		{4, hchTPolicyIT}, {4, hchTAFMEL}, {4, hchTRotateCommit}, {3, hchTVaultDiff},
		{3, hchT2FAMoved}, {3, hchTCodesStored}, {4, hchTARN}, {3, hchTCompose},
		{3, hchTChangeme}, {5, hchTBookingCSV}, {4, hchTAccountsNoPw}, {4, hchTListingJSON},
		{4, hchTInvoiceIBAN}, {4, hchTRotationMeeting}, {3, hchTLicenceOrder}, {3, hchTMapboxPk},
		{3, hchTWebhookWhere}, {3, hchTActionsSecrets}, {3, hchTPgNoPw}, {3, hchTLinkExpired},
		{4, hchTPwChangedEL},
	}
}

func hchIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", hchN(2, 223), hchN(0, 255), hchN(0, 255), hchN(1, 254))
}

func hchTPwChanged() Sample {
	svc := hchP("Airbnb", "Booking.com", "Hostaway", "Smoobu")
	t := fmt.Sprintf("Subject: Your password was changed\n\nHi %s,\n\nthe password of your %s account was changed on %s at %s from IP %s (%s).\nIf this wasn't you, contact support immediately.\n\nThe %s team",
		hchNameEN(), svc, hchDate(), hchTime(), hchIP(), hchP("Milan, IT", "Athens, GR", "London, UK"), svc)
	return hchT("trap-password-notice", "mail", t)
}

func hchTEnvRefs() Sample {
	t := fmt.Sprintf("STRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}\nDATABASE_URL=postgres://pms_app:${DB_PASSWORD}@db%d.%s.internal:5432/bookings\nSMOOBU_API_KEY=vault:secret/data/rentals#smoobu\nTZ=Europe/%s",
		hchN(1, 3), hchCo(), hchP("Rome", "Athens"))
	return hchT("trap-env-refs", "env", t)
}

func hchTPkOnly() Sample {
	t := fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  const stripe = Stripe('%s');\n  // the secret key stays on the server\n</script>", hchPkLive())
	return hchT("trap-publishable-key", "code", t)
}

func hchTTwilioSID() Sample {
	t := fmt.Sprintf("SMS reminders: account SID %s, sending number %s, messaging service %s. Auth token is in Vault at kv/twilio (ask %s).",
		"AC"+hchHex(32), "+30"+hchDig(10), "MG"+hchHex(32), hchNameLat())
	return hchT("trap-twilio-sid", "notes", t)
}

func hchTGuestyID() Sample {
	t := fmt.Sprintf("GUESTY_CLIENT_ID=0oa%s\n# GUESTY_CLIENT_SECRET is in 1Password → 'Guesty Open API'\nGUESTY_ACCOUNT_ID=%s", rnd(alnum, 20), hchHex(24))
	return hchT("trap-client-id", "env", t)
}

func hchTWebhookPayload() Sample {
	t := fmt.Sprintf("{\n  \"event\": \"reservation.created\",\n  \"data\": {\n    \"id\": %d,\n    \"listingMapId\": %d,\n    \"channelName\": \"%s\",\n    \"guestName\": \"%s\",\n    \"arrivalDate\": \"%s\",\n    \"totalPrice\": %d.%02d,\n    \"confirmationCode\": \"%s\"\n  }\n}",
		hchN(10000000, 99999999), hchN(100000, 999999), hchP("airbnbOfficial", "bookingcom", "vrboical"), hchNameIT()+" "+hchP("Rossi", "Russo", "Smith", "Papadopoulos"), hchDate(), hchN(150, 4000), hchN(0, 99), "HM"+rnd(upper+digits, 8))
	return hchT("trap-webhook-payload", "json", t)
}

func hchTDocsPlaceholder() Sample {
	t := hchP(
		"curl https://login.smoobu.com/api/apartments \\\n  -H 'Api-Key: <YOUR_API_KEY>' \\\n  -H 'Cache-Control: no-cache'",
		"curl -H \"Authorization: Bearer $HOSTAWAY_TOKEN\" https://api.hostaway.com/v1/listings",
		"X-ApiKey: your-api-key-here   # Settings > Public API in Lodgify")
	return hchT("trap-docs-placeholder", "shell", t)
}

func hchTReqLog() Sample {
	var b strings.Builder
	for i := 0; i < hchN(2, 4); i++ {
		fmt.Fprintf(&b, "%sT%s:%02dZ INFO sync.calendar listing=%d status=%d request_id=%s trace_id=%s duration_ms=%d\n",
			hchDate(), hchTime(), hchN(0, 59), hchN(100000, 999999), pick([]int{200, 200, 204, 429, 502}), hchUUID(), hchHex(32), hchN(40, 2000))
	}
	return hchT("trap-request-ids", "log", strings.TrimRight(b.String(), "\n"))
}

func hchTPolicyIT() Sample {
	t := hchP(
		"Promemoria: la password di Alloggiati Web scade ogni 90 giorni e deve avere almeno 8 caratteri, con un numero e un carattere speciale. Il certificato va rinnovato a gennaio.",
		"La password del portale proprietari deve essere di almeno 12 caratteri. Se l'hai dimenticata usa 'Password dimenticata?' nella pagina di login.")
	return hchT("trap-password-policy", "notes", t)
}

func hchTAFMEL() Sample {
	t := fmt.Sprintf("Στοιχεία για την εγγραφή στο Μητρώο Βραχυχρόνιας Διαμονής:\nΑΦΜ ιδιοκτήτη: %s\nΑριθμός παροχής ΔΕΗ: %s\nΑΜΑ: %s\nΟι κωδικοί taxisnet τους έχει ο λογιστής.",
		hchDig(9), hchDig(11), hchDig(11))
	return hchT("trap-tax-ids", "notes", t)
}

func hchTRotateCommit() Sample {
	t := fmt.Sprintf("commit %s\nAuthor: %s <%s>\nDate:   %s\n\n    payments: read Stripe key from env, old key revoked in dashboard\n\n    Refs: #%d",
		hchHex(40), hchNameLat(), hchEmail(hchNameLat()), hchDate(), hchN(10, 300))
	return hchT("trap-commit-no-key", "commit", t)
}

func hchTVaultDiff() Sample {
	t := "diff --git a/deploy/values.yaml b/deploy/values.yaml\n-  stripeKeyFrom: env:STRIPE_SECRET_KEY\n+  stripeKeyFrom: vault:secret/data/booking-site#stripe_secret_key\n   replicas: 1"
	return hchT("trap-vault-ref", "diff", t)
}

func hchT2FAMoved() Sample {
	t := fmt.Sprintf("2FA for the shared %s account is now on the office phone (Authenticator app). If %s is away, use the backup codes in the safe. Don't set it up on personal phones.",
		hchP("Airbnb", "Booking", "Google"), hchNameEN())
	return hchT("trap-2fa-no-seed", "notes", t)
}

func hchTCodesStored() Sample {
	t := "Backup codes for the Google account were regenerated on " + hchDate() + "; the printout is in the red folder in the office safe. The old ones no longer work."
	return hchT("trap-codes-stored", "notes", t)
}

func hchTARN() Sample {
	acct := hchDig(12)
	t := fmt.Sprintf("ID scans bucket: arn:aws:s3:::%s-idscans-%s (account %s, region eu-south-1), role arn:aws:iam::%s:role/idscan-writer, lifecycle delete after 30 days.",
		hchCo(), hchDig(4), acct, acct)
	return hchT("trap-arn", "notes", t)
}

func hchTCompose() Sample {
	t := fmt.Sprintf("services:\n  locksync:\n    image: ghcr.io/%s/locksync@sha256:%s\n    env_file: /srv/locksync/.env\n    restart: unless-stopped", hchCo(), hchHex(64))
	return hchT("trap-image-digest", "yaml", t)
}

func hchTChangeme() Sample {
	t := "# config.example.yaml – copy to config.yaml and replace every changeme\nowner_portal:\n  admin_user: admin\n  admin_password: changeme\nsmtp:\n  password: changeme"
	return hchT("trap-changeme", "yaml", t)
}

func hchTBookingCSV() Sample {
	var b strings.Builder
	b.WriteString("confirmation,channel,guest,arrival,nights,payout_eur\n")
	for i := 0; i < hchN(2, 4); i++ {
		fmt.Fprintf(&b, "%s,%s,%s,%s,%d,%d.%02d\n", "HM"+rnd(upper+digits, 8), hchP("Airbnb", "Booking", "Direct"), hchNameEN(), hchDate(), hchN(1, 10), hchN(100, 3000), hchN(0, 99))
	}
	return hchT("trap-booking-export", "csv", strings.TrimRight(b.String(), "\n"))
}

func hchTAccountsNoPw() Sample {
	t := fmt.Sprintf("| Owner | Property | Portal login | Password |\n|---|---|---|---|\n| %s | %s | %s | set by owner |\n| %s | %s | %s | reset link sent %s |",
		hchNameEN(), hchProp(), hchEmail(hchNameEN()), hchNameIT(), hchProp(), hchEmail(hchNameIT()), hchDM())
	return hchT("trap-accounts-no-password", "markdown", t)
}

func hchTListingJSON() Sample {
	t := fmt.Sprintf("{\n  \"id\": \"%s\",\n  \"name\": \"%s\",\n  \"airbnbListingId\": \"%s\",\n  \"bookingHotelId\": %d,\n  \"timezone\": \"Europe/%s\",\n  \"checkInTime\": \"15:00\"\n}",
		hchUUID(), hchProp(), hchDig(18), hchN(1000000, 9999999), hchP("Rome", "Athens"))
	return hchT("trap-listing-ids", "json", t)
}

func hchTInvoiceIBAN() Sample {
	iban := hchP("IT", "GR") + hchDig(2) + " " + rnd(upper+digits, 4) + " " + hchDig(4) + " " + hchDig(4) + " " + hchDig(4) + " " + hchDig(4) + " " + hchDig(3)
	t := fmt.Sprintf("Gentile %s,\nin allegato la fattura n. %d/%d per la gestione di %s (luglio).\nIBAN: %s\nCausale: gestione %s\nCordiali saluti", hchNameIT(), hchN(1, 300), hchN(2024, 2025), hchProp(), iban, hchProp())
	return hchT("trap-invoice", "mail", t)
}

func hchTRotationMeeting() Sample {
	t := fmt.Sprintf("Team meeting %s\n- end of season: change all door codes and guest Wi-Fi passwords before the owners arrive\n- %s to rotate the channel manager API key and update the website\n- nobody sends passwords on WhatsApp anymore, use the shared vault",
		hchDate(), hchNameEN())
	return hchT("trap-meeting-no-secret", "notes", t)
}

func hchTLicenceOrder() Sample {
	t := fmt.Sprintf("Thank you for your order %s! %d seats of %s, valid until %s. Your licence key is available under My Account > Licences.",
		"ORD-"+hchDig(7), hchN(2, 5), hchP("KeyManager Pro", "HotelDesk PMS", "RoomCard Encoder"), hchDate())
	return hchT("trap-licence-order", "mail", t)
}

func hchTMapboxPk() Sample {
	t := fmt.Sprintf("<!-- map on the 'Getting here' page -->\n<script>mapboxgl.accessToken = 'pk.eyJ1Ijoi%s.%s';</script>", rnd(b64url, 30), rnd(b64url, 22))
	return hchT("trap-public-token", "code", t)
}

func hchTWebhookWhere() Sample {
	t := fmt.Sprintf("%s: where does the 'new booking' Slack message come from?\n%s: a Zap – the webhook URL is saved in the Zap settings, I won't paste it here",
		hchNameEN(), hchNameEN())
	return hchT("trap-webhook-ref", "chat", t)
}

func hchTActionsSecrets() Sample {
	t := "      - name: Deploy booking site\n        env:\n          STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}\n          SMOOBU_API_KEY: ${{ secrets.SMOOBU_API_KEY }}\n        run: ./deploy.sh"
	return hchT("trap-ci-secret-ref", "yaml", t)
}

func hchTPgNoPw() Sample {
	t := fmt.Sprintf("$ PGPASSFILE=~/.pgpass psql -h db%d.%s.internal -U pms_ro bookings -c 'select count(*) from reservations'\n count\n-------\n  %d\n(1 row)", hchN(1, 3), hchCo(), hchN(300, 9000))
	return hchT("trap-pg-no-password", "shell", t)
}

func hchTLinkExpired() Sample {
	t := fmt.Sprintf("Hi %s,\n\nthe sign-in link you used has expired. Go to https://owners.%s.com/login and request a new one.\n\nOwner Relations", hchNameEN(), hchCo())
	return hchT("trap-link-expired", "mail", t)
}

func hchTPwChangedEL() Sample {
	t := fmt.Sprintf("Θέμα: Αλλαγή κωδικού\n\nΑγαπητή/έ %s,\nο κωδικός πρόσβασης στο λογαριασμό σας άλλαξε επιτυχώς στις %s. Αν δεν κάνατε εσείς την αλλαγή, επικοινωνήστε μαζί μας στο %s.",
		hchNameEL(), hchDate(), hchPhone())
	return hchT("trap-password-notice", "mail", t)
}
