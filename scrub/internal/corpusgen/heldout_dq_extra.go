package main

import (
	"fmt"
	"strings"
)

// More single-credential texts from firms across Europe and the US, with their look-alike traps.

func hdqExtraGens() []hdqGen {
	return []hdqGen{
		{5, hdqExMandantenportal}, {5, hdqExSlackBot}, {4, hdqExSignatureCard}, {5, hdqExPostman},
		{5, hdqExRefreshToken}, {4, hdqExConnectHMAC}, {4, hdqExCitius}, {5, hdqExPEC},
		{5, hdqExTrSlackPlaceholder}, {5, hdqExTrTokenStore}, {5, hdqExTrPEC}, {5, hdqExTrCitius},
		{5, hdqExTrPostmanVars}, {5, hdqExTrCardPIN},
	}
}

func hdqExMandantenportal() Sample {
	cf, cl := hdqFirst(), hdqLast()
	u := hdqEmail(cf, cl, pick([]string{"web.de", "gmx.de", "t-online.de"}))
	pw := hdqPw()
	text := fmt.Sprintf(`Sehr geehrte/r %s %s,

anbei Ihre Zugangsdaten für unser Mandantenportal (Akte %s):

Benutzername: %s
Kennwort: %s

Bitte ändern Sie das Kennwort nach der ersten Anmeldung.

Mit freundlichen Grüßen
%s`, pick([]string{"Frau", "Herr"}), cl, hdqCaseNo(), u, pw, pick(hdqFirms).name)
	return hdqS("client-portal-password", "mail", text, []string{pw}, u)
}

func hdqExSlackBot() Sample {
	tok := hdqSlackBot()
	text := fmt.Sprintf("%s: reinstalled the docketing bot in our Slack after the workspace migration. new token %s - %s can you put it in the deadline-reminder service?\n%s: done, restarted", hdqFirst(), tok, hdqFirst(), hdqFirst())
	return hdqS("slack-token", "chat", text, []string{tok})
}

func hdqExSignatureCard() Sample {
	pin := hdqPIN(6)
	n := hdqLast()
	text := fmt.Sprintf("Notariat %s - Vertretung ab Montag: Signaturkarte für die elektronische Urkunde (XNP) liegt im Tresor, Signatur-PIN %s. Bitte nur für die Einreichungen zum Handelsregister verwenden.", n, pin)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("Notary %s: the PIN for my qualified e-signature card is %s - only use it to seal the deeds on the %s completion list, then lock the card away.", n, pin, hdqDate())
	}
	return hdqS("signature-card-pin", "note", text, []string{pin}, n)
}

func hdqExPostman() Sample {
	key := rnd(alnum, 32+rng.IntN(16))
	text := fmt.Sprintf(`{
  "name": "EFSP submit filing",
  "request": {
    "method": "POST",
    "header": [
      { "key": "x-api-key", "value": "%s" },
      { "key": "Content-Type", "value": "application/json" }
    ],
    "url": "https://api.%s/v2/filings"
  }
}`, key, pick([]string{"efsp.onelegal.com", "efile-gateway.example-courts.org", "filing.infotrack.com"}))
	return hdqS("api-key", "json", text, []string{key})
}

func hdqExRefreshToken() Sample {
	rt := rnd(alnum, 40+rng.IntN(20))
	text := fmt.Sprintf(`$ cat ~/.clio/token.json
{"token_type":"bearer","expires_in":0,"refresh_token":"%s","scope":"matters documents"}
$ clio-sync --matter %s`, rt, hdqMatter())
	return hdqS("refresh-token", "shell", text, []string{rt})
}

func hdqExConnectHMAC() Sample {
	key := hdqB64(32)
	text := fmt.Sprintf("DocuSign Connect config for the engagement-letter listener: URL https://hooks.%s/docusign, HMAC key 1 = %s (used to verify X-DocuSign-Signature-1). Copy it before closing the dialog, it's only shown once.", hdqFirm().domain, key)
	return hdqS("webhook-signing-key", "note", text, []string{key})
}

func hdqExCitius() Sample {
	pw := hdqPw()
	u := hdqUser(hdqFirst(), hdqLast())
	text := fmt.Sprintf("%s, preciso que submetas a contestação no processo %d/%d.%dT8LSB pelo Citius. Utilizador %s, palavra-passe %s. Obrigado!", hdqFirst(), 1000+rng.IntN(9000), 24+rng.IntN(2), rng.IntN(9), u, pw)
	return hdqS("court-portal-password", "chat", text, []string{pw}, u)
}

func hdqExPEC() Sample {
	pw := hdqPw()
	addr := "avv." + strings.ToLower(hdqLast()) + "@pec.ordineavvocati" + pick([]string{"milano", "roma", "torino"}) + ".it"
	text := fmt.Sprintf("Ciao %s, per il deposito telematico di domani la casella PEC dello studio è %s, password %s. Il token per la firma digitale è nel cassetto.", hdqFirst(), addr, pw)
	return hdqS("mailbox-password", "chat", text, []string{pw}, addr)
}

func hdqExTrSlackPlaceholder() Sample {
	text := fmt.Sprintf("# deadline-reminder service\nSLACK_BOT_TOKEN=xoxb-your-bot-token-here\nSLACK_CHANNEL=%s\nREMIND_DAYS=%d,%d,1", pick([]string{"#docketing", "#lit-deadlines", "#conveyancing"}), 14, 7)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("%s: the docketing bot's token lives in the deployment secrets (SLACK_BOT_TOKEN), so no need to paste it here. Bot user is @docketbot, app id A%s.", hdqFirst(), rnd(upper+digits, 10))
	}
	return hdqTrap("trap-slack-placeholder", "env", text)
}

func hdqExTrTokenStore() Sample {
	text := fmt.Sprintf(`{"token_type":"bearer","expires_in":%d,"refresh_token":"<stored in OS keychain>","scope":"matters documents","user_id":%d}`, 600+rng.IntN(3000), rng.IntN(9999999))
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("clio-sync: refresh token expired for user %d, run `clio-sync login` to re-authorise (request id %s)", rng.IntN(9999999), rnd(hexs, 24))
	}
	return hdqTrap("trap-token-reference", "log", text)
}

func hdqExTrPEC() Sample {
	addr := "avv." + strings.ToLower(hdqLast()) + "@pec.ordineavvocati" + pick([]string{"milano", "roma", "torino"}) + ".it"
	text := fmt.Sprintf("Gentile Collega, La prego di notificare all'indirizzo PEC %s. Il numero di ruolo generale è %d/%d. Cordiali saluti.", addr, 1000+rng.IntN(90000), 2023+rng.IntN(3))
	return hdqTrap("trap-pec-address", "mail", text)
}

func hdqExTrCitius() Sample {
	text := fmt.Sprintf("%s: esqueci-me da palavra-passe do Citius outra vez\n%s: pede nova no site, chega por SMS em 5 min. o processo é o %d/%d.%dT8LSB", hdqFirst(), hdqFirst(), 1000+rng.IntN(9000), 24+rng.IntN(2), rng.IntN(9))
	return hdqTrap("trap-password-talk", "chat", text)
}

func hdqExTrPostmanVars() Sample {
	text := fmt.Sprintf(`{
  "name": "EFSP submit filing",
  "request": {
    "method": "POST",
    "header": [ { "key": "x-api-key", "value": "{{efspApiKey}}" } ],
    "url": "https://api.efsp.onelegal.com/v2/filings?envelope=%s"
  }
}`, hdqUUID())
	return hdqTrap("trap-variable-reference", "json", text)
}

func hdqExTrCardPIN() Sample {
	text := pick([]string{
		"Die neue beA-Karte ist da (Kartennummer %s). Der PIN-Brief kommt separat per Post - bitte nicht im Büro öffnen lassen.",
		"Your replacement notary signature card (serial %s) has shipped. The PIN letter is sent separately; never store the PIN with the card.",
	})
	return hdqTrap("trap-card-pin-talk", "mail", fmt.Sprintf(text, strings.ToUpper(rnd(upper+digits, 10))))
}
