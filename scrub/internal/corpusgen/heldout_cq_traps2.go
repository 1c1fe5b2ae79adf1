package main

import "strings"

// Traps from the teams' day: talk about passwords and PINs without one, ids, checksums,
// digests, tables, notes and logs. None holds a secret.

func hcqTrap2Gens() []hcqGen {
	return []hcqGen{
		{10, hcqTrapPwTalk},
		{8, hcqTrapIDsLog},
		{7, hcqTrapCSV},
		{6, hcqTrapInvoice},
		{7, hcqTrapGitLog},
		{6, hcqTrapDigest},
		{5, hcqTrapIntegrity},
		{4, hcqTrapDataURI},
		{7, hcqTrapCloudIDs},
		{6, hcqTrapOTPTalk},
		{7, hcqTrapAccessTalk},
		{5, hcqTrap2FATalk},
		{6, hcqTrapContacts},
		{7, hcqTrapConfig},
		{7, hcqTrapErrors},
		{5, hcqTrapJWTClaims},
		{5, hcqTrapFX},
		{7, hcqTrapStandup},
		{7, hcqTrapHandover},
		{8, hcqTrapSupport},
		{6, hcqTrapCallbackURL},
		{6, hcqTrapFloat},
	}
}

func hcqTrapPwTalk() Sample {
	a, b := hcqName(), hcqName()
	switch rng.IntN(5) {
	case 0:
		return hcqTrap("trap-password-talk", "chat", hcqF("%s: I don reset your password for the admin panel, check your mail for the link\n%s: seen, thanks", a, b))
	case 1:
		return hcqTrap("trap-password-talk", "whatsapp", hcqF("%s: Password mpya lazima iwe na herufi %d au zaidi, namba moja na alama moja. Haitakubali ile ya zamani.", a, hcqN(10, 14)))
	case 2:
		return hcqTrap("trap-password-talk", "chat", hcqF("%s: abeg who change the Paystack dashboard password? e no dey work again\n%s: na me, I go send am to you for 1Password now now", a, b))
	case 3:
		return hcqTrap("trap-password-talk", "mail", hcqF("Bonjour %s,\n\nVotre mot de passe a expiré. Le nouveau mot de passe doit contenir au moins 12 caractères et ne pas reprendre les 5 derniers.\n\nL'équipe IT", a))
	}
	return hcqTrap("trap-password-talk", "slack", hcqF("Reminder: agents' PINs are 4 digits and we never store them. If an agent forgets, they reset via *234# with their ID. — %s", a))
}

func hcqTrapIDsLog() Sample {
	t := hcqF("%sT%s:%02dZ level=info msg=\"payout settled\" request_id=%s trace_id=%s span_id=%s build=%s batch=%s amount=%d", hcqDate(), hcqTime(), hcqN(0, 59), "req_"+rnd(alnum, 20), rnd(hexs, 32), rnd(hexs, 16), rnd(hexs, 12), "BATCH-"+rnd(upper+digits, 8), hcqN(100, 900000))
	return hcqTrap("trap-request-ids", "log", t)
}

func hcqTrapCSV() Sample {
	var rows []string
	rows = append(rows, "date,receipt,msisdn,amount,status")
	for i := 0; i < hcqN(3, 6); i++ {
		rows = append(rows, hcqF("%s,%s,2547%s,%d,%s", hcqDate(), hcqMpesaReceipt(), rnd(digits, 8), hcqN(50, 70000), hcqP("COMPLETED", "COMPLETED", "FAILED", "REVERSED")))
	}
	return hcqTrap("trap-transactions", "csv", strings.Join(rows, "\n")+"\n")
}

func hcqTrapInvoice() Sample {
	t := hcqF("Hello %s,\n\nPlease find invoice INV-%s for %s (%s). Amount due: USD %d.00 by %s.\nBank: %s, account %s, SWIFT %s.\nPO number: PO-%s\n\nThanks,\nAccounts", hcqFull(), rnd(digits, 6), hcqP("SMS bundles", "USSD sessions", "KYC checks", "API hosting"), hcqP("March", "April", "July", "October"), hcqN(100, 9000), hcqDate(), hcqP("Equity Bank Kenya", "GTBank", "Ecobank Ghana", "Stanbic Uganda"), rnd(digits, 13), hcqP("EQBLKENA", "GTBINGLA", "ECOCGHAC", "SBICUGKX"), rnd(digits, 5))
	return hcqTrap("trap-invoice", "mail", t)
}

func hcqTrapGitLog() Sample {
	var ls []string
	msgs := []string{"rotate paystack key via doppler, no more .env in repo", "remove hardcoded daraja passkey (now from vault)", "ussd: add swahili menu strings", "fix momo token refresh race", "bump africastalking sdk to 1.2.8", "redact msisdn in logs", "add flutterwave webhook signature check"}
	for i := 0; i < hcqN(3, 5); i++ {
		ls = append(ls, rnd(hexs, 7)+" "+pick(msgs))
	}
	return hcqTrap("trap-git-log", "git", "$ git log --oneline -5\n"+strings.Join(ls, "\n"))
}

func hcqTrapDigest() Sample {
	t := hcqF("$ docker pull ghcr.io/%s/ussd-gateway:%d.%d.%d\nDigest: sha256:%s\nStatus: Downloaded newer image for ghcr.io/%s/ussd-gateway", hcqCo().slug, hcqN(1, 3), hcqN(0, 30), hcqN(0, 9), rnd(hexs, 64), hcqCo().slug)
	return hcqTrap("trap-image-digest", "shell", t)
}

func hcqTrapIntegrity() Sample {
	v := hcqF("2.%d.%d", hcqN(0, 9), hcqN(0, 9))
	t := hcqF("\"node_modules/paystack-api\": {\n  \"version\": \"%s\",\n  \"resolved\": \"https://registry.npmjs.org/paystack-api/-/paystack-api-%s.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}", v, v, rnd(alnum+"+/", 86))
	return hcqTrap("trap-integrity-hash", "json", t)
}

func hcqTrapDataURI() Sample {
	t := hcqF("<img alt=\"%s logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA%s\" />", hcqCo().name, hcqB64(120))
	return hcqTrap("trap-base64-image", "html", t)
}

func hcqTrapCloudIDs() Sample {
	acct := rnd(digits, 12)
	switch rng.IntN(3) {
	case 0:
		t := hcqF("KMS key for card vault: arn:aws:kms:af-south-1:%s:key/%s\nIAM role: arn:aws:iam::%s:role/payouts-prod\nBucket: s3://%s-kyc-docs", acct, hcqUUID(), acct, hcqCo().slug)
		return hcqTrap("trap-cloud-ids", "note", t)
	case 1:
		t := hcqF("azure:\n  tenantId: %s\n  clientId: %s\n  subscriptionId: %s\n  clientSecret: ${AZURE_CLIENT_SECRET}\n", hcqUUID(), hcqUUID(), hcqUUID())
		return hcqTrap("trap-cloud-ids", "yaml", t)
	}
	t := hcqF("%s: the service account is %s@%s.iam.gserviceaccount.com, client id %s. Key itself dey Secret Manager.", hcqName(), hcqP("bq-export", "sheets-sync"), hcqP("kudibox-prod", "lipasasa-analytics"), rnd(digits, 21))
	return hcqTrap("trap-cloud-ids", "chat", t)
}

func hcqTrapOTPTalk() Sample {
	switch rng.IntN(3) {
	case 0:
		return hcqTrap("trap-otp-talk", "sms", hcqF("Tumekutumia code ya tarakimu 6. Inaisha baada ya dakika 5. %s haitakuuliza code hii kwa simu.", hcqCo().name))
	case 1:
		return hcqTrap("trap-otp-talk", "ticket", hcqF("OTP SMS delayed on Airtel NG since %s. Delivery reports show DLR code 0x0B. Customers retry and hit the limit of 3 codes per hour.", hcqTime()))
	}
	return hcqTrap("trap-otp-talk", "chat", hcqF("%s: customer talk say OTP no dey come. I check AT dashboard, message status na \"Sent\", e go reach", hcqName()))
}

func hcqTrapAccessTalk() Sample {
	switch rng.IntN(4) {
	case 0:
		return hcqTrap("trap-access-talk", "whatsapp", hcqF("%s: password ya Wi-Fi iko kwa ubao wa reception, nimechoka kuiandika hapa 😅", hcqName()))
	case 1:
		return hcqTrap("trap-access-talk", "slack", hcqF("The %s office door code changed today. Ask %s at the front desk; we don't post it in Slack.", hcqP("Westlands", "Yaba", "Osu", "Kololo", "Plateau", "Kimihurura"), hcqName()))
	case 2:
		return hcqTrap("trap-access-talk", "chat", hcqF("%s: guest wifi \"%s-Guest\" na open network, no password. Staff one you go collect from IT.", hcqName(), hcqCo().slug))
	}
	return hcqTrap("trap-access-talk", "mail", hcqF("Bonjour à tous,\n\nLe code d'accès du bâtiment change %s. Il vous sera communiqué par le gardien, pas par e-mail.\n\nMerci,\n%s", hcqP("lundi", "mardi", "demain", "le 1er du mois"), hcqFull()))
}

func hcqTrap2FATalk() Sample {
	if rng.IntN(2) == 0 {
		return hcqTrap("trap-2fa-talk", "markdown", hcqF("### Turn on 2FA for the %s dashboard\n\n1. Settings > Security > Two-factor authentication\n2. Scan the QR code with %s\n3. Save the recovery codes in the team 1Password vault \"%s\", not on your laptop", hcqP("Flutterwave", "Paystack", "Chipper", "Korapay"), hcqP("Google Authenticator", "Authy", "Microsoft Authenticator"), hcqP("Payments Ops", "Finance", "Eng Prod")))
	}
	return hcqTrap("trap-2fa-talk", "chat", hcqF("%s: 2FA ya Paystack iko kwa simu ya %s. Akiwa leave tutatumia recovery codes zilizo kwa safe.", hcqName(), hcqName()))
}

func hcqTrapContacts() Sample {
	rows := []string{"| Name | Role | Phone | Email |", "|---|---|---|---|"}
	co := hcqCo()
	for i := 0; i < hcqN(3, 5); i++ {
		rows = append(rows, hcqF("| %s | %s | %s | %s |", hcqFull(), hcqP("On-call", "Recon", "Agent ops", "Partnerships", "CTO"), hcqPhone(), hcqEmail(co)))
	}
	return hcqTrap("trap-contacts", "markdown", "## Escalation contacts\n\n"+strings.Join(rows, "\n"))
}

func hcqTrapConfig() Sample {
	co := hcqCo()
	if rng.IntN(2) == 0 {
		t := hcqF("payments:\n  mpesa:\n    base_url: https://api.safaricom.co.ke\n    shortcode: \"%s\"\n    callback_url: https://%s/mpesa/callback\n    timeout_ms: %d\n  paystack:\n    base_url: https://api.paystack.co\n    retry: 3\n", hcqShortcode(), hcqHost(co), hcqN(5, 60)*1000)
		return hcqTrap("trap-config", "yaml", t)
	}
	t := hcqF("[ussd]\nservice_code = \"*%d*%d#\"\nsession_ttl = 180\nlanguages = [\"sw\", \"en\"]\n\n[sms]\nprovider = \"africastalking\"\nsender_id = \"%s\"\n", hcqN(300, 899), hcqN(1, 99), strings.ToUpper(co.slug))
	return hcqTrap("trap-config", "toml", t)
}

func hcqTrapErrors() Sample {
	switch rng.IntN(4) {
	case 0:
		return hcqTrap("trap-error", "log", hcqF("%s ERROR paystack: 401 {\"status\":false,\"message\":\"Invalid key\"} (key loaded from PAYSTACK_SECRET_KEY)", hcqDate()))
	case 1:
		return hcqTrap("trap-error", "log", hcqF("%s ERROR daraja: {\"requestId\":\"%s-%s-1\",\"errorCode\":\"404.001.03\",\"errorMessage\":\"Invalid Access Token\"}", hcqDate(), rnd(digits, 5), rnd(digits, 8)))
	case 2:
		return hcqTrap("trap-error", "log", hcqF("momo: 401 Unauthorized {\"statusCode\":401,\"message\":\"Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.\"} X-Reference-Id=%s", hcqUUID()))
	}
	return hcqTrap("trap-error", "log", hcqF("%s %s ERROR [sms-worker-%d] africastalking.Service.AfricasTalkingException: The supplied authentication is invalid", hcqDate(), hcqTime(), hcqN(1, 9)))
}

func hcqTrapJWTClaims() Sample {
	t := hcqF("decoded token (claims only):\n{\n  \"sub\": \"%s\",\n  \"role\": \"%s\",\n  \"iss\": \"https://auth.%s\",\n  \"exp\": 17%s\n}", hcqUUID(), hcqP("agent", "merchant", "admin"), hcqCo().domain, rnd(digits, 8))
	return hcqTrap("trap-jwt-claims", "json", t)
}

func hcqTrapFX() Sample {
	t := hcqF("| Pair | Buy | Sell |\n|---|---|---|\n| USD/KES | %d.%02d | %d.%02d |\n| USD/NGN | %d.%02d | %d.%02d |\n| USD/GHS | %d.%02d | %d.%02d |\n\nRates as of %s %s EAT", hcqN(125, 135), hcqN(0, 99), hcqN(126, 136), hcqN(0, 99), hcqN(1400, 1700), hcqN(0, 99), hcqN(1410, 1720), hcqN(0, 99), hcqN(10, 16), hcqN(0, 99), hcqN(11, 17), hcqN(0, 99), hcqDate(), hcqTime())
	return hcqTrap("trap-fx-table", "markdown", t)
}

func hcqTrapStandup() Sample {
	t := hcqF("Standup %s\n- %s: finished MoMo Ghana sandbox flow, waiting for prod keys from MTN\n- %s: rotated the Daraja consumer secret, new one is in Doppler\n- %s: USSD menu in French for Senegal, PR #%d\nBlockers: Safaricom IP whitelisting", hcqDate(), hcqName(), hcqName(), hcqName(), hcqN(100, 999))
	return hcqTrap("trap-standup", "notes", t)
}

func hcqTrapHandover() Sample {
	t := hcqF("## Handover (%s)\n\n- Paybill %s, till %s\n- Org portal operator: %s (password in the \"M-Pesa\" 1Password item)\n- Callbacks: https://%s/mpesa/callback\n- Recon: `make recon` at 06:00 EAT\n", hcqCo().name, hcqShortcode(), hcqNum(6), hcqUser(), hcqHost(hcqCo()))
	return hcqTrap("trap-handover", "markdown", t)
}

func hcqTrapSupport() Sample {
	agent := hcqP("Amina (Support)", "Kemi | KudiBox Help", "Awa - Service client")
	cust := hcqPhone()
	switch rng.IntN(3) {
	case 0:
		return hcqTrap("trap-support-chat", "whatsapp", hcqF("%s: nimesahau PIN yangu\n%s: Pole! Piga *%d# > Akaunti > Badilisha PIN. Usitume PIN yako hapa.\n%s: asante", cust, agent, hcqN(200, 899), cust))
	case 1:
		return hcqTrap("trap-support-chat", "whatsapp", hcqF("%s: I send money since morning, ref %s, e never reach\n%s: Sorry! The transfer is pending with NIBSS. It'll reverse in 24h if it fails.", cust, rnd(digits, 30), agent))
	}
	return hcqTrap("trap-support-chat", "whatsapp", hcqF("%s : Bonjour, mon retrait de %d FCFA n'est pas passé (réf. %s)\n%s : Bonjour, la transaction est en cours de traitement. Merci de votre patience.", cust, hcqN(1, 200)*500, rnd(upper+digits, 12), agent))
}

func hcqTrapCallbackURL() Sample {
	co := hcqCo()
	t := hcqF("Registered C2B URLs for shortcode %s:\nConfirmationURL: https://%s/c2b/confirm\nValidationURL: https://%s/c2b/validate\nResponseType: Completed", hcqShortcode(), hcqHost(co), hcqHost(co))
	return hcqTrap("trap-callback-url", "note", t)
}

func hcqTrapFloat() Sample {
	t := hcqF("%s: float imeisha kwa agent %s (%s). Balance KES %d. Tafadhali tuma rebalancing kabla ya saa nne.\n%s: nimetuma KES %d, receipt %s", hcqName(), hcqNum(6), hcqP("Githurai 45", "Kawangware", "Nakuru town", "Eldoret stage"), hcqN(0, 3000), hcqName(), hcqN(10, 100)*1000, hcqMpesaReceipt())
	return hcqTrap("trap-agent-float", "whatsapp", t)
}
