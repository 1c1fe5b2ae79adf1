package main

import "strings"

// Traps for ticketing, merch and venues: publishable keys, object ids, order and tracking
// numbers, placeholders, references, masked values and talk about codes without one.

func hdvTrap2Gens() []hdvGen {
	return []hdvGen{
		{5, func() Sample {
			t := hdvF("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  const stripe = Stripe('pk_live_%s');\n  document.querySelector('#buy-%s').addEventListener('click', () => checkout('%s'));\n</script>", rnd(alnum, hdvN(24, 99)), pick([]string{"tee", "vinyl", "tote", "ticket"}), "price_"+rnd(alnum, 24))
			return hdvT("trap-publishable-key", "html", t)
		}},
		{5, func() Sample {
			t := hdvF("evt_%s checkout.session.completed cs_live_%s customer=cus_%s amount=%d eur\nevt_%s charge.succeeded ch_%s payment_intent=pi_%s\nevt_%s charge.refunded ch_%s reason=requested_by_customer", rnd(alnum, 24), rnd(alnum, 58), rnd(alnum, 14), hdvN(1500, 9000), rnd(alnum, 24), rnd(alnum, 24), rnd(alnum, 24), rnd(alnum, 24), rnd(alnum, 24))
			return hdvT("trap-object-id", "log", t)
		}},
		{5, func() Sample {
			t := hdvF("Hi %s,\n\nthanks for your order #%d from the %s store! Your tour hoodie shipped today with %s, tracking number %s.\nIf anything's wrong just reply to this mail.\n\n%s merch team", hdvName(), hdvN(1001, 9999), hdvBand(), pick([]string{"DHL", "Royal Mail", "PostNL", "GLS"}), pick([]string{"JD", "RR", "3S", "00"})+rnd(digits, 16), hdvBand())
			return hdvT("trap-order-number", "mail", t)
		}},
		{5, func() Sample {
			t := "# .env.example\nSHOPIFY_STORE=your-store.myshopify.com\nSHOPIFY_ACCESS_TOKEN=shpat_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nSTRIPE_SECRET_KEY=sk_live_...\nPRINTFUL_TOKEN=<your-printful-token>\n"
			return hdvT("trap-placeholder", "env", t)
		}},
		{4, func() Sample {
			t := hdvF("square:\n  application_id: sq0idp-%s\n  location_id: L%s\n  access_token: ${SQUARE_ACCESS_TOKEN}\n  device: \"Merch table – %s\"", rnd(b64url, 22), rnd(upper+digits, 12), hdvVenue())
			return hdvT("trap-client-id", "yaml", t)
		}},
		{5, func() Sample {
			t := hdvF("<script src=\"https://www.paypal.com/sdk/js?client-id=A%s&currency=EUR&components=buttons\"></script>\n<div id=\"paypal-%s\"></div>", rnd(b64url, 79), pick([]string{"vinyl", "tickets", "donate"}))
			return hdvT("trap-client-id", "html", t)
		}},
		{5, func() Sample {
			ev := rnd(digits, 12)
			c := hdvCity()
			t := hdvF("%s: tickets for %s are live: https://www.eventbrite.co.uk/e/%s-live-in-%s-tickets-%s\norder %s came through twice, I refunded one", hdvName(), c, hdvSlug(hdvBand()), strings.ToLower(c), ev, rnd(digits, 10))
			return hdvT("trap-public-id", "chat", t)
		}},
		{5, func() Sample {
			t := hdvF("alerts:\n  slack_webhook: https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX  # replace with your own\n  discord_webhook: \"{{ secrets.DISCORD_WEBHOOK_URL }}\"\n  threshold: %d", hdvN(50, 95))
			return hdvT("trap-placeholder", "yaml", t)
		}},
		{4, func() Sample {
			t := hdvF("Join the fan server for presale codes and gig chat: https://discord.gg/%s\nNext listening party: %s, 20:00 CET in #listening-room (channel %s)", rnd(alnum, 8), hdvDate(), hdvSnowflake())
			return hdvT("trap-public-invite", "post", t)
		}},
		{5, func() Sample {
			var rows []string
			for i := 0; i < hdvN(3, 5); i++ {
				rows = append(rows, hdvF("%d,%s,%s,%d,%s,TT-%s", hdvN(10001, 99999), hdvName(), pick([]string{"GA", "GA", "Balcony", "VIP"}), hdvN(1, 4), hdvUUID(), rnd(upper+digits, 8)))
			}
			t := "order_id,name,ticket_type,qty,ticket_type_id,booking_ref\n" + strings.Join(rows, "\n")
			return hdvT("trap-order-number", "csv", t)
		}},
		{4, func() Sample {
			t := hdvF("SMS reminders use Twilio account AC%s, sender %s. The auth token is in the venue's password manager, not here.", rnd(hexs, 32), hdvPhone())
			return hdvT("trap-account-id", "note", t)
		}},
		{5, func() Sample {
			t := hdvF("%s: wifi at %s is %s, open network, no password. speed is terrible though, use your hotspot for uploads", hdvName(), hdvVenue(), hdvSSID())
			return hdvT("trap-wifi-open", "chat", t)
		}},
		{5, func() Sample {
			t := hdvF("%s: what's the wifi pw here?\n%s: it's on the chalkboard behind the bar, they change it every week\n%s: found it, thx", hdvName(), hdvName(), hdvName())
			return hdvT("trap-credential-talk", "chat", t)
		}},
		{5, func() Sample {
			t := hdvF("Access\n- Stage door on %s Lane. The code changes weekly; security will give it to the TM on the day.\n- Load-in via the lift (max 1000 kg).\n- Dressing rooms 1 & 2, keys from the duty manager.", pick([]string{"Mill", "Wharf", "Canal", "Market"}))
			return hdvT("trap-credential-talk", "advance-sheet", t)
		}},
		{4, func() Sample {
			t := hdvF("Incident note %s: the rehearsal room was broken into on Sunday. Alarm code has been changed; %s will text the new one to whoever locks up. Insurance claim no. %s.", hdvDate(), hdvName(), "CLM-"+rnd(digits, 7))
			return hdvT("trap-credential-talk", "note", t)
		}},
		{5, func() Sample {
			v := hdvVenue()
			t := hdvF("ADVANCE SHEET – %s\nDate: %s\nLoad-in: 14:00\nDoors: 19:00 / Curfew: 23:00\nWi-Fi: %s (password from production on the day)\nPower: 63A 3-phase stage left\nProduction contact: %s %s", v, hdvDate(), hdvSSID(), hdvName(), hdvPhone())
			return hdvT("trap-credential-talk", "advance-sheet", t)
		}},
		{4, func() Sample {
			t := hdvF("Tour meeting %s\n- All shared passwords move to Bitwarden this week (%s sets it up).\n- Nobody posts passwords or door codes in WhatsApp any more.\n- Merch float goes up to 200 €.\n- Next meeting after %s.", hdvDate(), hdvName(), hdvCity())
			return hdvT("trap-credential-talk", "meeting-notes", t)
		}},
		{5, func() Sample {
			id := "IT-" + rnd(digits, 4)
			t := hdvF("%s – password reset for box office account\nHi %s, I reset your password. You'll get an e-mail with a link to set a new one; it expires in 24 hours. Closing this ticket.", id, hdvName())
			return hdvT("trap-credential-talk", "ticket", t)
		}},
		{4, func() Sample {
			t := hdvF("Merch design v%d\n- tee: black, print #%s + #%s (Pantone %d C)\n- tote: natural, one colour #%s\n- poster: A2, 170 g", hdvN(2, 6), strings.ToUpper(rnd(hexs, 6)), strings.ToUpper(rnd(hexs, 6)), hdvN(100, 7700), strings.ToUpper(rnd(hexs, 6)))
			return hdvT("trap-colour", "note", t)
		}},
		{4, func() Sample {
			t := hdvF("FOH checklist\n- X32 firmware %d.%02d, Mixing Station %d.%d.%d\n- Dante Controller %d.%d.%d.%d\n- show file: %s_%s.scn (saved %s)", hdvN(3, 4), hdvN(0, 12), hdvN(1, 2), hdvN(0, 9), hdvN(0, 30), 4, hdvN(5, 12), hdvN(0, 9), hdvN(1, 20), hdvSlug(hdvBand()), strings.ToLower(hdvCity()), hdvDate())
			return hdvT("trap-version", "checklist", t)
		}},
		{4, func() Sample {
			t := hdvF("{\n  \"event\": \"%s – %s\",\n  \"ticket_types\": [\n    { \"id\": \"%s\", \"name\": \"Early bird\", \"price\": %d },\n    { \"id\": \"%s\", \"name\": \"GA\", \"price\": %d }\n  ]\n}", hdvBand(), hdvCity(), hdvUUID(), hdvN(12, 20), hdvUUID(), hdvN(20, 35))
			return hdvT("trap-uuid", "json", t)
		}},
		{5, func() Sample {
			t := pick([]string{
				"%s:\n  url: http://%s/\n  login: admin / <password>\n  notes: fill in from the vault before the show",
				"%s:\n  url: http://%s/\n  login: admin / [REDACTED]\n  notes: ask production",
			})
			t = hdvF(t, pick([]string{"scanner_gateway", "stream_encoder", "ticket_kiosk"}), hdvIP())
			return hdvT("trap-login-placeholder", "yaml", t)
		}},
		{4, func() Sample {
			t := hdvF("%s: paid the van hire with the band card (Visa •••• %s), receipt is in the drive. booking ref %s", hdvName(), rnd(digits, 4), rnd(upper+digits, 8))
			return hdvT("trap-card-last4", "chat", t)
		}},
		{4, func() Sample {
			t := hdvF("INVOICE %s-%d\nTo: %s, %s\nPerformance fee: %d.00 EUR\nVAT no. %s%s\nPay to IBAN %s%s %s %s %s\nQuestions: %s", strings.ToUpper(hdvSlug(hdvBand())[:3]), hdvN(100, 999), hdvVenue(), hdvCity(), hdvN(300, 5000), pick([]string{"DE", "NL", "FR", "IE"}), rnd(digits, 9), pick([]string{"GB", "DE", "ES"}), rnd(digits, 2), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), hdvPhone())
			return hdvT("trap-iban", "invoice", t)
		}},
		{4, func() Sample {
			t := hdvF("%s: printed the Instagram backup codes and put them in the office safe. if you get locked out ask me or %s, don't generate new ones", hdvName(), hdvName())
			return hdvT("trap-credential-talk", "chat", t)
		}},
		{4, func() Sample {
			t := hdvF("2FA on %s is set up with the authenticator on the band phone (the Pixel). If you need a code, message %s and they'll read it out.", pick([]string{"Bandcamp", "Shopify", "DistroKid", "the label portal"}), hdvName())
			return hdvT("trap-credential-talk", "note", t)
		}},
		{5, func() Sample {
			t := hdvF("$ cat ~/.ssh/authorized_keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@tour-laptop\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s deploy@%s-web", rnd(alnum+"+/", 43), strings.ToLower(hdvName()), rnd(alnum+"+/", 43), hdvSlug(hdvBand()))
			return hdvT("trap-public-key", "shell", t)
		}},
		{4, func() Sample {
			t := hdvF("Newsletter – %s tour!\nTickets for %s, %s and %s are on sale now. Subscribers get 15%% off merch with code %s%d until Sunday.", hdvBand(), hdvCity(), hdvCity(), hdvCity(), pick([]string{"TOUR", "ROADIE", "ENCORE"}), hdvN(10, 25))
			return hdvT("trap-promo-code", "newsletter", t)
		}},
		{4, func() Sample {
			t := hdvF("Hotel confirmation %s – %s, %s, 4 rooms, check-in %s. Parking for the van: booking no. %s.", rnd(digits, 10), pick([]string{"Motel One", "Ibis Styles", "Premier Inn"}), hdvCity(), hdvDate(), rnd(upper+digits, 7))
			return hdvT("trap-booking-ref", "note", t)
		}},
		{4, func() Sample {
			t := hdvF("diff --git a/config/tickets.yml b/config/tickets.yml\n@@ -3,4 +3,4 @@ stripe:\n   mode: live\n-  secret_key: sk_live_REPLACE_ME\n+  secret_key: <%%= ENV.fetch(\"STRIPE_SECRET_KEY\") %%>\n   currency: eur\n   statement_descriptor: \"%s\"", strings.ToUpper(hdvSlug(hdvVenue())))
			return hdvT("trap-placeholder", "diff", t)
		}},
		{4, func() Sample {
			t := hdvF("ch,source,mic,stand\n1,kick in,Beta 91A,-\n2,kick out,D112,short\n3,snare,SM57,short\n4,hat,%s,tall\n5,bass DI,%s,-\n6,vox,%s,tall", pick([]string{"KM184", "SM81"}), pick([]string{"BSS AR-133", "Radial J48"}), pick([]string{"SM58", "Beta 58A", "e935"}))
			return hdvT("trap-input-list", "csv", t)
		}},
		{5, func() Sample {
			t := hdvF("Build #%d for %s-site finished in %dm%02ds\nbuild id: %s\nartifact: site-%s.tar.gz (sha1 %s)", hdvN(100, 9000), hdvSlug(hdvBand()), hdvN(1, 6), hdvN(0, 59), hdvUUID(), rnd(hexs, 7), rnd(hexs, 40))
			return hdvT("trap-build-id", "log", t)
		}},
	}
}
