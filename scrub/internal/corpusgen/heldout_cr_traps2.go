package main

import (
	"fmt"
	"strings"
)

// Traps from the studio's website, scripts and logs: ids, digests, public keys, references.

func hcrMoreTrapGens() []hcrGen {
	return []hcrGen{
		{hcrTr2EnvExample, 5}, {hcrTr2Actions, 5}, {hcrTr2Log, 5}, {hcrTr2Digest, 4},
		{hcrTr2Commits, 4}, {hcrTr2ARN, 5}, {hcrTr2OAuthID, 4}, {hcrTr2StripeIDs, 5},
		{hcrTr2Analytics, 4}, {hcrTr2SlackIDs, 3}, {hcrTr2Lockfile, 3}, {hcrTr2SSHPub, 4},
		{hcrTr2PGPPub, 3}, {hcrTr2DataURI, 3}, {hcrTr2Deploy, 4}, {hcrTr2K8s, 3},
		{hcrTr2Terraform, 3}, {hcrTr2Err, 5}, {hcrTr2PixiesetAPI, 3}, {hcrTr2Mailchimp, 3},
		{hcrTr2PK, 4}, {hcrTr2Otpauth, 3},
	}
}

func hcrTr2EnvExample() Sample {
	t := hcrOne(
		"# .env.example\nSTRIPE_SECRET_KEY=\nSENDGRID_API_KEY=\nDROPBOX_ACCESS_TOKEN=\nINQUIRY_NOTIFY=hello@"+pick(hcrDomains),
		"AWS_ACCESS_KEY_ID=<your-access-key-id>\nAWS_SECRET_ACCESS_KEY=<your-secret-access-key>\nAWS_REGION=eu-south-1\nBUCKET=studio-raw-archive",
		"INSTAGRAM_ACCESS_TOKEN=your-long-lived-token\nINSTAGRAM_USER_ID="+rnd(digits, 17)+"\nREFRESH_EVERY_DAYS=50",
		"PINTEREST_TOKEN=pina_XXXXXXXXXXXXXXXXXXXXXXXX\nPINTEREST_BOARD_ID="+rnd(digits, 18))
	return hcrT("trap-env-placeholder", "env", t)
}

func hcrTr2Actions() Sample {
	t := hcrOne(
		"name: deploy-site\non: push\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci && npm run build\n        env:\n          STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}\n          SENDGRID_API_KEY: ${{ secrets.SENDGRID_API_KEY }}",
		"bot:\n  token: ${DISCORD_BOT_TOKEN}\n  guild: \""+rnd("123456789", 1)+rnd(digits, 18)+"\"",
		"rclone:\n  remote: gdrive-clienti\n  token_file: /volume1/secrets/gdrive-token.json   # chmod 600",
		"smtp:\n  host: smtp."+pick(hcrDomains)+"\n  user: gallery@"+pick(hcrDomains)+"\n  password_env: SMTP_PASSWORD")
	return hcrT("trap-secret-reference", "yaml", t)
}

func hcrTr2Log() Sample {
	t := fmt.Sprintf("%s INFO  upload  collection=%d files=%d req_id=%s\n%s INFO  upload  build=%s trace=%s\n%s WARN  thumbs  slow render %dms image=IMG_%d.jpg", "2025-07-0"+rnd("123456789", 1)+"T21:04:11Z", hcrN(1000000, 9999999), hcrN(80, 900), rnd(hexs, 32), "2025-07-0"+rnd("123456789", 1)+"T21:04:12Z", rnd(lower+digits, 9), rnd(hexs, 32), "2025-07-0"+rnd("123456789", 1)+"T21:04:15Z", hcrN(900, 4000), hcrN(1000, 9999))
	return hcrT("trap-log-ids", "log", t)
}

func hcrTr2Digest() Sample {
	t := hcrOne(
		"  immich-server:\n    image: ghcr.io/immich-app/immich-server:release@sha256:"+rnd(hexs, 64)+"\n    restart: always",
		"RAW archive verified:\n"+rnd(hexs, 64)+"  Rossi_2025-06-14.tar\n"+rnd(hexs, 64)+"  Conti_2025-06-21.tar",
		"ETag: \""+rnd(hexs, 32)+"\"\nContent-Type: image/jpeg\nContent-Length: "+fmt.Sprint(hcrN(300000, 9000000)))
	return hcrT("trap-checksum", "text", t)
}

func hcrTr2Commits() Sample {
	t := fmt.Sprintf("%s contact form: read keys from env, remove hard-coded values\n%s gallery: lazy-load thumbnails\n%s blog: add %s wedding post\n%s bump next to 14.2.%d", rnd(hexs, 7), rnd(hexs, 7), rnd(hexs, 7), pick(hcrVenues), rnd(hexs, 7), hcrN(3, 30))
	return hcrT("trap-commit-sha", "git", t)
}

func hcrTr2ARN() Sample {
	acct := rnd(digits, 12)
	t := hcrOne(
		fmt.Sprintf("Backup role: arn:aws:iam::%s:role/studio-nas-backup\nBucket: arn:aws:s3:::studio-raw-archive\nAccount %s, region eu-south-1. Access keys are in the NAS credential store, not here.", acct, acct),
		fmt.Sprintf("$ aws sts get-caller-identity\n{\n    \"UserId\": \"AIDA%s\",\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:iam::%s:user/nas-backup\"\n}", rnd(upper+"234567", 17), acct, acct))
	return hcrT("trap-cloud-id", "shell", t)
}

func hcrTr2OAuthID() Sample {
	cid := fmt.Sprint(hcrN(100000000, 999999999)) + fmt.Sprint(hcrN(100, 999)) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
	t := hcrOne(
		"Google sign-in for the client portal uses client ID "+cid+" – the client secret is only in the GCP console.",
		"<meta name=\"google-signin-client_id\" content=\""+cid+"\">",
		"O client_id do OAuth do Drive é "+cid+"; o secret fica no servidor.")
	return hcrT("trap-oauth-client-id", "code", t)
}

func hcrTr2StripeIDs() Sample {
	t := hcrOne(
		fmt.Sprintf("Deposit paid ✅ payment_intent pi_%s, customer cus_%s, €%d", rnd(alnum, 24), rnd(alnum, 14), hcrN(3, 15)*100),
		fmt.Sprintf("Stripe event evt_%s (checkout.session.completed) – couple: %s & %s", rnd(alnum, 24), hcrFirst("en"), hcrFirst("en")),
		fmt.Sprintf("Refund re_%s issued for charge ch_%s (album cancelled)", rnd(alnum, 24), rnd(alnum, 24)))
	return hcrT("trap-payment-id", "chat", t)
}

func hcrTr2Analytics() Sample {
	t := hcrOne(
		fmt.Sprintf("<!-- Google tag -->\n<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-%s\"></script>\n<script>gtag('config', 'G-%s');</script>", rnd(upper+digits, 10), rnd(upper+digits, 10)),
		fmt.Sprintf("Meta Pixel ID for the site: %s%s (Squarespace → Settings → Advanced → External API Keys)", rnd("123456789", 1), rnd(digits, 14)),
		fmt.Sprintf("GTM container GTM-%s published, version %d.", rnd(upper+digits, 7), hcrN(3, 40)))
	return hcrT("trap-analytics-id", "code", t)
}

func hcrTr2SlackIDs() Sample {
	t := fmt.Sprintf("inquiries go to channel C%s (#inquiries), mentions <@U%s>. The webhook URL itself is stored in Zapier, I didn't copy it.", rnd(upper+digits, 10), rnd(upper+digits, 10))
	return hcrT("trap-slack-id", "chat", t)
}

func hcrTr2Lockfile() Sample {
	v := hcrN(1, 4)
	t := fmt.Sprintf("    \"node_modules/photoswipe\": {\n      \"version\": \"5.4.%d\",\n      \"resolved\": \"https://registry.npmjs.org/photoswipe/-/photoswipe-5.4.%d.tgz\",\n      \"integrity\": \"sha512-%s==\"\n    }", v, v, rnd(alnum+"+/", 86))
	return hcrT("trap-lockfile", "json", t)
}

func hcrTr2SSHPub() Sample {
	who := strings.ToLower(hcrASCII(hcrFirst(hcrLang())))
	t := hcrOne(
		fmt.Sprintf("Add my public key to the NAS please:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@studio-imac", rnd(alnum+"+/", 43), who),
		fmt.Sprintf("$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s %s@macbook (ED25519)", rnd(alnum+"+/", 43), who))
	return hcrT("trap-public-key", "shell", t)
}

func hcrTr2PGPPub() Sample {
	var ls []string
	for i := 0; i < hcrN(3, 5); i++ {
		ls = append(ls, rnd(alnum+"+/", 64))
	}
	t := "Our public key for encrypted RAW deliveries (safe to share):\n\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZ" + rnd(alnum+"+/", 59) + "\n" + strings.Join(ls, "\n") + "\n=" + rnd(alnum+"+/", 4) + "\n-----END PGP PUBLIC KEY BLOCK-----"
	return hcrT("trap-public-key", "text", t)
}

func hcrTr2DataURI() Sample {
	t := fmt.Sprintf(".hero { background-image: url(\"data:image/webp;base64,UklGR%s\"); }", rnd(alnum+"+/", hcrN(120, 200)))
	return hcrT("trap-base64-image", "code", t)
}

func hcrTr2Deploy() Sample {
	t := hcrOne(
		fmt.Sprintf("✓ Deployed to production: https://studio-site-%s-%s.vercel.app\n  Deployment ID: dpl_%s\n  Build: %ds", rnd(lower+digits, 9), strings.ToLower(hcrOne("lucedorata", "mare", "oaklinen")), rnd(alnum, 28), hcrN(20, 90)),
		fmt.Sprintf("Netlify deploy %s published (site id %s)", rnd(hexs, 24), hcrUUID()),
		fmt.Sprintf("cf-ray: %s-LIS\nx-request-id: %s", rnd(hexs, 16), hcrUUID()))
	return hcrT("trap-deploy-id", "log", t)
}

func hcrTr2K8s() Sample {
	t := "env:\n  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n        name: booking-site\n        key: stripe-secret-key\n  - name: SITE_URL\n    value: https://" + pick(hcrDomains)
	return hcrT("trap-secret-reference", "yaml", t)
}

func hcrTr2Terraform() Sample {
	db := hcrOne("blog", "booking", "portal", "immich")
	t := "resource \"aws_db_instance\" \"" + db + "\" {\n  identifier = \"studio-" + db + "\"\n  username   = \"" + hcrOne("wp_admin", "app", "studio", "postgres") + "\"\n  password   = " + hcrOne("var."+db+"_db_password", "random_password."+db+".result", "data.aws_secretsmanager_secret_version."+db+".secret_string") + "\n  instance_class = \"db.t4g.micro\"\n}"
	return hcrT("trap-secret-reference", "hcl", t)
}

func hcrTr2Err() Sample {
	t := hcrOne(
		"stripe.error.AuthenticationError: Invalid API Key provided: sk_live_********************"+rnd(alnum, 4),
		"HTTP 401 {\"message\":\"Invalid OAuth access token - Cannot parse access token\",\"type\":\"OAuthException\",\"code\":190,\"fbtrace_id\":\""+rnd(alnum, 23)+"\"}",
		"dropbox.exceptions.AuthError: AuthError('"+rnd(hexs, 32)+"', AuthError('expired_access_token', None))",
		"SendGrid: 403 Forbidden – \"The provided authorization grant is invalid, expired, or revoked\" (request "+hcrUUID()+")",
		"B2 error 401 bad_auth_token – the application key was deleted, create a new one in the Backblaze console.")
	return hcrT("trap-error-message", "log", t)
}

func hcrTr2PixiesetAPI() Sample {
	t := fmt.Sprintf("{\"data\":[{\"id\":%d,\"name\":\"%s & %s\",\"status\":\"published\",\"photo_count\":%d,\"cover\":\"https://images.pixieset.com/%d/%s-xlarge.jpg\"}],\"meta\":{\"page\":1,\"request_id\":\"%s\"}}", hcrN(1000000, 9999999), hcrFirst("en"), hcrFirst("en"), hcrN(300, 1200), hcrN(10000000, 99999999), rnd(hexs, 32), rnd(hexs, 24))
	return hcrT("trap-api-response", "json", t)
}

func hcrTr2Mailchimp() Sample {
	t := hcrOne(
		fmt.Sprintf("Mailchimp audience \"Coppie 2026\" – list ID %s, server us%d. API key is in the NAS env.", rnd(hexs, 10), hcrN(1, 21)),
		fmt.Sprintf("Flodesk segment id %s, form id %s embedded on /contact", rnd(hexs, 24), rnd(hexs, 24)))
	return hcrT("trap-list-id", "notes", t)
}

func hcrTr2PK() Sample {
	t := hcrOne(
		"<script src=\"https://js.stripe.com/v3/\"></script>\n<script>const stripe = Stripe(\""+hcrStripePK()+"\");</script>",
		"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY="+hcrStripePK()+"\n# the secret key is only on the server",
		"chave pública do Stripe para o formulário de sinal: "+hcrStripePK())
	return hcrT("trap-publishable-key", "code", t)
}

func hcrTr2Otpauth() Sample {
	t := hcrOne(
		"otpauth://totp/Studio:{{ account }}?secret={{ totp_seed }}&issuer=Studio   # template only, seed comes from vault",
		"Authenticator shows \"Instagram ("+hcrHandle(hcrFirst("en"), "studio")+")\" – codes rotate every 30s, I'll read you one when you're ready.",
		"Chiave di configurazione: ●●●● ●●●● ●●●● ●●●● (nascosta, premi \"mostra\" sul telefono dello studio)")
	return hcrT("trap-totp-reference", "notes", t)
}
