package main

import (
	"fmt"
	"strings"
)

// Ticketing and box office: Spektrix, Tessitura, Stripe, Square, Eventbrite, Mollie, PayPal,
// Shopify for the shop, kiosks and tills.

func hdsBoxGens() []hdsGen {
	return []hdsGen{
		{7, hdsBoxSpektrixEnv}, {7, hdsBoxStripeChat}, {6, hdsBoxStripeWebhook},
		{6, hdsBoxSquareJSON}, {6, hdsBoxEventbriteMail}, {7, hdsBoxTessituraCurl},
		{5, hdsBoxHandover}, {6, hdsBoxMollieTOML}, {5, hdsBoxAdyenLog}, {6, hdsBoxScannerTicket},
		{6, hdsBoxPaypalYAML}, {6, hdsBoxShopifyEnv}, {3, hdsBoxTillCSV}, {3, hdsBoxCookie},
		{6, hdsBoxAudienceViewINI},
	}
}

func hdsBoxTrapGens() []hdsGen {
	return []hdsGen{
		{8, hdsBoxTrapConfirmation}, {7, hdsBoxTrapStripeRef}, {5, hdsBoxTrapSquare},
		{6, hdsBoxTrapPolicy}, {6, hdsBoxTrapSpektrixTemplate}, {7, hdsBoxTrapScanLog},
		{5, hdsBoxTrapStickyNote}, {5, hdsBoxTrapEventIDs}, {5, hdsBoxTrapMaskedBearer},
	}
}

func hdsBoxSpektrixEnv() Sample {
	client := strings.ToLower(strings.Fields(pick(hdsVenues).name)[0]) + pick([]string{"", "hall", "arts", "tickets"})
	user := pick([]string{"webapi", "website", "wp_integration", "apiuser"})
	key := rnd(alnum+"+/", 43) + "="
	text := fmt.Sprintf(`# ticketing integration (website)
SPEKTRIX_CLIENT_NAME=%s
SPEKTRIX_API_USER=%s
SPEKTRIX_API_KEY=%s
SPEKTRIX_BASE_URL=https://system.spektrix.com/%s/api/v3
CACHE_TTL=%d
`, client, user, key, client, hdsN(60, 900))
	return hdsS("ticketing-api-key", "env", text, []string{key}, "SPEKTRIX_API_USER="+user)
}

func hdsBoxStripeChat() Sample {
	sk := pick([]string{"sk_live_", "rk_live_"}) + rnd(alnum, hdsN(24, 99))
	pk := "pk_live_" + rnd(alnum, hdsN(24, 99))
	who := hdsFirstN()
	text := fmt.Sprintf(`%s: card payments on the foyer kiosk are failing again since %s
%s: which key is it using? the publishable one is %s
%s: secret key in the kiosk config is %s, maybe it got rolled when finance changed the account?
%s: yeah finance rotated it on %s. I'll put the new one in and restart the kiosk`,
		who, hdsTime(), hdsFirstN(), pk, who, sk, hdsFirstN(), hdsDate())
	return hdsS("stripe-secret-key", "chat", text, []string{sk}, pk)
}

func hdsBoxStripeWebhook() Sample {
	wh := "whsec_" + rnd(alnum, 32)
	_, dom := hdsVenue()
	text := fmt.Sprintf(`payments:
  provider: stripe
  publishable_key: pk_live_%s
  secret_key: ${STRIPE_SECRET_KEY}
  webhook:
    endpoint: https://tickets.%s/hooks/stripe
    signing_secret: %s
  currency: %s
`, rnd(alnum, 40), dom, wh, pick([]string{"eur", "gbp", "usd", "sek"}))
	return hdsS("webhook-signing-secret", "yaml", text, []string{wh}, "https://tickets."+dom+"/hooks/stripe")
}

func hdsBoxSquareJSON() Sample {
	tok := "EAAA" + rnd(b64url, 60)
	app := "sq0idp-" + rnd(b64url, 22)
	loc := "L" + rnd(upper+digits, 12)
	text := fmt.Sprintf(`{
  "shop_till": "%s",
  "square": {
    "environment": "production",
    "application_id": "%s",
    "access_token": "%s",
    "location_id": "%s"
  },
  "receipt_footer": "Thank you for supporting the museum shop"
}`, pick([]string{"SHOP-1", "SHOP-2", "CAFE-1", "POPUP"}), app, tok, loc)
	return hdsS("square-access-token", "json", text, []string{tok}, app, loc)
}

func hdsBoxEventbriteMail() Sample {
	tok := rnd(upper+digits, 20)
	name, _ := hdsVenue()
	to := hdsFirstN()
	text := fmt.Sprintf(`Subject: Eventbrite sync for the family workshops

Hi %s,

As discussed, the family workshop listings for %s are still on Eventbrite until the new
system goes live. The web team needs the private token to pull attendee numbers into the
daily sheet. Here it is:

Private token: %s

Please don't forward this outside the team. Organizer ID is %s if they ask.

Thanks,
%s`, to, name, tok, rnd(digits, 11), hdsName())
	return hdsS("eventbrite-token", "mail", text, []string{tok}, "Organizer ID is")
}

func hdsBoxTessituraCurl() Sample {
	pw := hdsPwURL()
	user := pick([]string{"webapi", "tnew_svc", "kioskapi", "reporting"})
	loc := pick([]string{"boxoffice", "web", "kiosk1", "phones"})
	_, dom := hdsVenue()
	perf := rnd(digits, 5)
	text := fmt.Sprintf(`$ curl -s -u "%s:webusers:%s:%s" \
    -H "Accept: application/json" \
    "https://tessitura.%s/TessituraService/TXN/Performances/%s/Seats?modeOfSaleId=%d" | jq '.[0:2]'
[
  { "Id": %s, "SeatRow": "%s", "SeatNumber": "%d", "SeatStatusId": 0 },
  { "Id": %s, "SeatRow": "%s", "SeatNumber": "%d", "SeatStatusId": 3 }
]`, user, loc, pw, dom, perf, hdsN(1, 30), rnd(digits, 6), rnd(upper, 1), hdsN(1, 40), rnd(digits, 6), rnd(upper, 1), hdsN(1, 40))
	return hdsS("ticketing-password", "shell", text, []string{pw}, user+":webusers:"+loc)
}

func hdsBoxHandover() Sample {
	pw := hdsPw()
	safe := hdsPin(4, 6)
	user := pick([]string{"boxoffice1", "BO-FOH", "ticketdesk", "bo.duty"})
	text := fmt.Sprintf(`BOX OFFICE HANDOVER — %s (%s)

- %d comps left on the door list for %s, collected from the press desk
- Card machine 2 needs a reboot every few hours, known issue
- Box office PC: user %s, password %s
- Float is %s in the till safe, code %s (closing duty only)
- Wheelchair spaces row %s fully booked tonight

%s`, hdsDate(), pick([]string{"evening", "matinee", "late shift"}), hdsN(2, 12), pick(hdsShows), user, pw,
		pick([]string{"£150", "€200", "£250", "€120"}), safe, rnd(upper, 1), hdsFirstN())
	return hdsS("box-office-password", "handover", text, []string{pw, safe}, user)
}

func hdsBoxMollieTOML() Sample {
	key := "live_" + rnd(alnum, 30)
	prof := "pfl_" + rnd(alnum, 10)
	text := fmt.Sprintf(`[shop]
name = "Ticketshop %s"
locale = "%s"

[payments.mollie]
api_key = "%s"
profile_id = "%s"
methods = ["ideal", "creditcard", "bancontact"]
redirect = "/bedankt"
`, pick(hdsShows), pick([]string{"nl_NL", "nl_BE", "de_DE"}), key, prof)
	return hdsS("mollie-api-key", "toml", text, []string{key}, prof)
}

func hdsBoxAdyenLog() Sample {
	key := "AQE" + rnd(alnum, 30) + "+" + rnd(alnum, 20) + "/" + rnd(alnum, 40) + "=-" + rnd(alnum, 40) + "," + rnd(alnum, 12)
	req := rnd(hexs, 16)
	text := fmt.Sprintf(`%sT%s:%02d.%03dZ DEBUG payments.adyen  request_id=%s POST https://checkout-live.adyenpayments.com/checkout/v71/payments
%sT%s:%02d.%03dZ DEBUG payments.adyen  headers={"Content-Type":"application/json","X-API-Key":"%s"}
%sT%s:%02d.%03dZ INFO  payments.adyen  resultCode=Authorised merchantAccount=%sECOM`,
		hdsDate(), hdsTime(), hdsN(0, 59), hdsN(0, 999), req, hdsDate(), hdsTime(), hdsN(0, 59), hdsN(0, 999), key,
		hdsDate(), hdsTime(), hdsN(0, 59), hdsN(0, 999), pick([]string{"Harbourside", "TeatroAlcazar", "OldMill"}))
	return hdsS("payment-api-key", "log", text, []string{key}, "request_id="+req)
}

func hdsBoxScannerTicket() Sample {
	jwt := hdsJWT()
	id := fmt.Sprintf("%s-%d", pick([]string{"IT", "HELP", "BOX"}), hdsN(1000, 9999))
	text := fmt.Sprintf(`%s: Door scanners at %s entrance rejecting valid tickets

Reported by %s during the %s house. The handheld shows "401 from /api/scan". I grabbed the
request from the scanner's debug page:

    GET /api/v2/scan/validate?gate=%s HTTP/1.1
    Host: access.%s
    Authorization: Bearer %s

Scanner serial %s. Worked fine yesterday.`, id, pick([]string{"north", "stalls", "gallery", "Level 1"}), hdsName(),
		pick([]string{"7:30pm", "matinee", "late"}), pick([]string{"A", "B", "N1"}), pick(hdsVenues).dom, jwt, rnd(upper+digits, 10))
	return hdsS("bearer-token", "ticket", text, []string{jwt}, id)
}

func hdsBoxPaypalYAML() Sample {
	sec := "E" + rnd(b64url, 79)
	cid := "A" + rnd(b64url, 79)
	text := fmt.Sprintf(`# donations + membership checkout
paypal:
  mode: live
  client_id: %s
  client_secret: %s
  return_url: https://%s/membership/thanks
`, cid, sec, pick(hdsVenues).dom)
	return hdsS("oauth-client-secret", "yaml", text, []string{sec}, cid)
}

func hdsBoxShopifyEnv() Sample {
	tok := "shpat_" + rnd(hexs, 32)
	store := pick([]string{"museum-shop", "gallery-store", "theatre-merch", "kunsthalle-shop"})
	text := fmt.Sprintf(`SHOPIFY_STORE=%s.myshopify.com
SHOPIFY_ADMIN_TOKEN=%s
SHOPIFY_API_VERSION=%s-%02d
# exhibition catalogue preorders sync nightly at %s
`, store, tok, hdsYear(), pick([]int{1, 4, 7, 10}), hdsTime())
	return hdsS("shopify-token", "env", text, []string{tok}, store+".myshopify.com")
}

func hdsBoxTillCSV() Sample {
	n := hdsN(2, 3)
	var rows []string
	var secs []string
	var keep []string
	for i := 0; i < n; i++ {
		pin := hdsPin(4, 6)
		name := hdsName()
		rows = append(rows, fmt.Sprintf("T%d,%s,%s,%s", i+1, name, pick([]string{"supervisor", "cashier", "duty manager"}), pin))
		secs = append(secs, pin)
		keep = append(keep, name)
	}
	text := "till,operator,role,pin\n" + strings.Join(rows, "\n") + "\n"
	return hdsS("till-pin", "csv", text, secs, keep...)
}

func hdsBoxCookie() Sample {
	sid := rnd(lower+digits, 24)
	auth := strings.ToUpper(rnd(hexs, hdsN(160, 240)))
	text := fmt.Sprintf(`The admin page of the ticketing back office logs me out after every save. Copied the request
from devtools in case it helps:

POST /BackOffice/Events/Save HTTP/1.1
Host: admin.%s
Cookie: ASP.NET_SessionId=%s; .ASPXAUTH=%s; lang=%s
Content-Type: application/x-www-form-urlencoded

Event id %d, %s.`, pick(hdsVenues).dom, sid, auth, pick([]string{"en-GB", "de-DE", "es-ES"}), hdsN(10000, 99999), pick(hdsShows))
	return hdsS("session-cookie", "ticket", text, []string{sid, auth}, "Host: admin.")
}

func hdsBoxAudienceViewINI() Sample {
	pw := hdsPw()
	user := pick([]string{"av_sync", "reporting", "integration"})
	text := fmt.Sprintf(`; nightly export of sales to the data warehouse
[audienceview]
url = https://%s/app/WebAPI/v2
username = %s
password = %s
timeout = %d

[export]
target = s3://%s-sales-exports/daily/
`, "tickets."+pick(hdsVenues).dom, user, pw, hdsN(30, 120), pick([]string{"nlt", "hch", "omac"}))
	return hdsS("ticketing-password", "ini", text, []string{pw}, "username = "+user)
}

// --- traps

func hdsBoxTrapConfirmation() Sample {
	name, dom := hdsVenue()
	text := fmt.Sprintf(`Subject: Your booking confirmation %s

Dear %s,

Thank you for booking with %s.

Booking reference: %s
Order number: %d
Performance: %s, %s at %s
Seats: Stalls %s%d, %s%d
Transaction ID: %s

Please bring this e-mail or show your e-tickets in the app. Doors open 45 minutes before.
Questions? boxoffice@%s or %s`, rnd(upper+digits, 8), hdsName(), name, rnd(upper+digits, 8), hdsN(1000000, 9999999),
		pick(hdsShows), hdsDate(), hdsTime(), rnd("ABCDEFGHJK", 1), hdsN(1, 30), rnd("ABCDEFGHJK", 1), hdsN(1, 30),
		rnd(hexs, 24), dom, "+44 20 "+rnd(digits, 4)+" "+rnd(digits, 4))
	return hdsT("trap-order-number", "mail", text)
}

func hdsBoxTrapStripeRef() Sample {
	text := fmt.Sprintf(`STRIPE_PUBLISHABLE_KEY=pk_live_%s
STRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}
STRIPE_WEBHOOK_SECRET=vault:secret/data/ticketing/stripe#webhook
STRIPE_ACCOUNT=acct_%s
`, rnd(alnum, hdsN(24, 90)), rnd(alnum, 16))
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("%s: kiosk uses pk_live_%s on the front end, the secret key comes from the env (STRIPE_SECRET_KEY), never in the repo", hdsFirstN(), rnd(alnum, 40))
		return hdsT("trap-publishable-key", "chat", text)
	}
	return hdsT("trap-publishable-key", "env", text)
}

func hdsBoxTrapSquare() Sample {
	text := fmt.Sprintf(`{
  "square": {
    "environment": "production",
    "application_id": "sq0idp-%s",
    "access_token": "<paste from the developer dashboard>",
    "location_id": "L%s"
  }
}`, rnd(b64url, 22), rnd(upper+digits, 12))
	return hdsT("trap-placeholder", "json", text)
}

func hdsBoxTrapPolicy() Sample {
	text := pick([]string{
		"Reminder from IT: box office passwords now need %[1]d characters minimum and expire every %[2]d days. You'll get a prompt at next login, don't write the new one on the till.",
		"Hi %[3]s, I've reset your ticketing password. The system will ask you to pick a new one (at least %[1]d characters) when you log in. Tokens for the scanners expire after %[2]d days too.",
		"Policy: shared box office accounts are being retired. Everyone gets their own login within %[2]d days; passwords must be %[1]d+ chars and are stored in the password manager, not the shift folder.",
	})
	return hdsT("trap-password-talk", "chat", fmt.Sprintf(text, hdsN(10, 16), hdsN(20, 90), hdsFirstN()))
}

func hdsBoxTrapSpektrixTemplate() Sample {
	text := fmt.Sprintf(`# Copy to .env and fill in. Do NOT commit the real values.
SPEKTRIX_CLIENT_NAME=%s
SPEKTRIX_API_USER=changeme
SPEKTRIX_API_KEY=changeme   # replace with the key from Settings > API users
SPEKTRIX_BASE_URL=https://system.spektrix.com/%s/api/v3
CACHE_TTL=%d
`, "yourclient", "yourclient", hdsN(60, 900))
	if rng.IntN(2) == 0 {
		text = strings.ReplaceAll(text, "changeme", pick([]string{"<your-api-key>", "xxxxxxxxxxxxxxxx", "REPLACE_ME"}))
	}
	return hdsT("trap-placeholder", "env", text)
}

func hdsBoxTrapScanLog() Sample {
	var b strings.Builder
	for i := 0; i < hdsN(3, 5); i++ {
		fmt.Fprintf(&b, "%sT%s:%02dZ gate=%s ticket=%s result=%s trace_id=%s req=%s\n", hdsDate(), hdsTime(), hdsN(0, 59),
			pick([]string{"N1", "N2", "S1", "STAGEDOOR"}), rnd(digits, 12), pick([]string{"OK", "OK", "DUPLICATE", "WRONG_DATE"}),
			rnd(hexs, 32), rnd(alnum, 20))
	}
	return hdsT("trap-request-id", "log", b.String())
}

func hdsBoxTrapStickyNote() Sample {
	text := pick([]string{
		"%[1]s: what's the password for the box office PC?\n%[2]s: it's on the card in the safe, not putting it on slack 🙂",
		"%[1]s: kiosk admin login?\n%[2]s: ask the duty manager, it's in 1Password under Box Office > Kiosk",
		"%[1]s: can u send the till supervisor PIN\n%[2]s: no, ring me on the internal line (ext %[3]s)",
	})
	return hdsT("trap-secret-reference", "chat", fmt.Sprintf(text, hdsFirstN(), hdsFirstN(), rnd(digits, 4)))
}

func hdsBoxTrapEventIDs() Sample {
	text := fmt.Sprintf(`Eventbrite clean-up: event %s (%s) is a duplicate of %s. Organizer %s. Ticket class %s is the
member rate. Order %s was refunded on %s.`, rnd(digits, 12), pick(hdsShows), rnd(digits, 12), rnd(digits, 11),
		rnd(digits, 10), rnd(digits, 10), hdsDate())
	return hdsT("trap-event-id", "note", text)
}

func hdsBoxTrapMaskedBearer() Sample {
	text := fmt.Sprintf(`GET /api/v2/scan/validate?gate=N1 HTTP/1.1
Host: access.%s
Authorization: Bearer %s
X-Request-Id: %s

(token redacted before posting, ask me for the full log)`, pick(hdsVenues).dom,
		pick([]string{"[REDACTED]", "eyJhbGciOi…(redacted)", "****************", "<token>"}), hdsUUID())
	return hdsT("trap-masked-token", "ticket", text)
}
