package main

import (
	"fmt"
	"strings"
)

// Amazon Seller Central, SP-API, Ads API and MWS leftovers.

func hcaAmazonSec() []hcaGen {
	return []hcaGen{
		func() Sample {
			cid, sec, rt, mkt := hcaLwaClient(), hcaLwaSecret(), hcaAtzr(), hcaMktID()
			t := fmt.Sprintf("# SP-API app \"%s order sync\"\nSP_API_REGION=%s\nMARKETPLACE_ID=%s\nLWA_APP_ID=%s\nLWA_CLIENT_SECRET=%s\n%sLOG_LEVEL=info\n",
				hcaStore(), hcaP("eu", "na", "fe"), mkt, cid, sec, "SP_API_REFRESH_TOKEN="+rt+"\n")
			if hcaCoin() {
				t = strings.Replace(t, "SP_API_REFRESH_TOKEN="+rt+"\n", "", 1)
				return hcaS("lwa-client-secret", "env", t, []string{sec}, cid, mkt)
			}
			return hcaS("lwa-client-secret", "env", t, []string{sec, rt}, cid, mkt)
		},
		func() Sample {
			cid, sec, rt := hcaLwaClient(), hcaLwaSecret(), hcaAtzr()
			t := fmt.Sprintf("from sp_api.api import Orders\nfrom sp_api.base import Marketplaces\n\ncredentials = dict(\n    refresh_token='%s',\n    lwa_app_id='%s',\n    lwa_client_secret='%s',\n)\n\nres = Orders(credentials=credentials, marketplace=Marketplaces.%s).get_orders(CreatedAfter='%s')\nprint(res.payload)\n",
				rt, cid, sec, hcaP("DE", "UK", "US", "FR", "ES", "IT"), hcaDate())
			return hcaS("sp-api-refresh-token", "python", t, []string{rt, sec}, cid)
		},
		func() Sample {
			rt, sid, who := hcaAtzr(), hcaSellerID(), hcaName()
			t := fmt.Sprintf("%s: hey, for the %s account (seller id %s) the new refresh token after re-authorising the app is\n%s: %s\n%s: %s\n%s: ty! will update the n8n credential now",
				who, hcaP("DE", "UK", "EU", "US", "JP"), sid, who, hcaP("here", "this one", "copy this"), who, rt, hcaName())
			return hcaS("sp-api-refresh-token", "chat", t, []string{rt}, sid)
		},
		func() Sample {
			cid, rt, at := hcaLwaClient(), hcaAtzr(), hcaAtza()
			t := fmt.Sprintf("$ curl -s -X POST https://api.amazon.com/auth/o2/token \\\n    -d grant_type=refresh_token \\\n    -d 'refresh_token=%s' \\\n    -d client_id=%s \\\n    -d client_secret=\"$LWA_CLIENT_SECRET\" | jq .\n{\n  \"access_token\": \"%s\",\n  \"refresh_token\": \"%s\",\n  \"token_type\": \"bearer\",\n  \"expires_in\": 3600\n}\n",
				rt, cid, at, rt)
			return hcaS("lwa-access-token", "shell", t, []string{rt, at}, cid, "https://api.amazon.com/auth/o2/token")
		},
		func() Sample {
			at, rid, mkt := hcaAtza(), hcaReqID(), hcaMktID()
			t := fmt.Sprintf("%s DEBUG spapi.client GET https://sellingpartnerapi-eu.amazon.com/orders/v0/orders?MarketplaceIds=%s&CreatedAfter=%s\n%s DEBUG spapi.client headers={'x-amz-access-token': '%s', 'user-agent': 'python-requests/2.31'}\n%s WARN  spapi.client 429 QuotaExceeded x-amzn-RequestId=%s retry in 60s\n",
				hcaTS(), mkt, hcaDate(), hcaTS(), at, hcaTS(), rid)
			return hcaS("lwa-access-token", "log", t, []string{at}, rid, mkt)
		},
		func() Sample {
			e1, e2, p1, p2 := hcaEmail(), hcaEmail(), hcaPw(), hcaPw()
			t := fmt.Sprintf("Account,Marketplace,Login email,Password,Notes\nSeller Central,%s,%s,%s,2SV on Joy's phone\nSeller Central,%s,%s,%s,%s\nBrand Registry,all,%s,same as SC,\n",
				hcaP("US", "CA", "MX"), e1, p1, hcaP("DE", "UK", "IT"), e2, p2, hcaP("VA only - no payouts", "do not change bank info", "backup login"), e1)
			if hcaCoin() {
				t = strings.Replace(t, ","+p2+",", ",(in Bitwarden),", 1)
				return hcaS("seller-central-password", "csv", t, []string{p1}, e1, e2)
			}
			return hcaS("seller-central-password", "csv", t, []string{p1, p2}, e1, e2)
		},
		func() Sample {
			e, pw, seed, who := hcaEmail(), hcaPw(), hcaTOTP(), hcaName()
			t := fmt.Sprintf("## Handover - Amazon (%s)\n\n- Seller Central login: %s\n- Password: `%s`\n- 2-Step Verification: authenticator app; if %s's phone is lost, add the key manually: %s\n- FBA shipments are created on Mondays, labels printed in the Lager.\n- Never touch the Deposit Method page.\n",
				who, e, pw, who, seed)
			return hcaS("totp-seed", "markdown", t, []string{pw, seed}, e)
		},
		func() Sample {
			e, pw := hcaEmail(), hcaPw()
			t := fmt.Sprintf("Hallo %s,\n\nanbei wie besprochen die Zugangsdaten für Seller Central (EU-Konto):\n\nBenutzer: %s\nPasswort: %s\n\nBitte nach dem ersten Login die Zwei-Schritt-Verifizierung auf dein Handy umstellen. Die Inventarliste liegt im geteilten Ordner.\n\nViele Grüße\n%s\n",
				hcaName(), e, pw, hcaName())
			return hcaS("seller-central-password", "mail", t, []string{pw}, e)
		},
		func() Sample {
			sid, ak, sk := hcaSellerID(), hcaAKIA(), hcaAwsSecret()
			t := fmt.Sprintf("amazon:\n  region: eu-west-1\n  seller_id: %s\n  marketplaces: [%s, %s]\n  refresh_token: ${SP_API_REFRESH_TOKEN}\n  iam:\n    access_key_id: %s\n    secret_access_key: %s\n    role_arn: arn:aws:iam::%s:role/SellingPartnerRole\nsync:\n  interval_minutes: 15\n",
				sid, hcaMktID(), hcaMktID(), ak, sk, rnd(digits, 12))
			return hcaS("aws-access-key", "yaml", t, []string{ak, sk}, sid)
		},
		func() Sample {
			sid, tok := hcaSellerID(), hcaMwsToken()
			t := fmt.Sprintf("{\n  \"channel\": \"amazon\",\n  \"seller_id\": \"%s\",\n  \"marketplace_id\": \"%s\",\n  \"mws_auth_token\": \"%s\",\n  \"min_margin_pct\": %d,\n  \"strategy\": \"%s\"\n}\n",
				sid, hcaMktID(), tok, 5+rng.IntN(20), hcaP("buybox", "lowest_fba", "match_plus_0.01"))
			return hcaS("mws-auth-token", "json", t, []string{tok}, sid)
		},
		func() Sample {
			sec, key := hcaLwaSecret(), rnd(upper, 4)+"-"+rnd(digits, 3+rng.IntN(2))
			t := fmt.Sprintf("%s: Order import fails with 401 since %s\n\nThe LWA client secret expired (Amazon now forces rotation every 180 days). I generated a new one in Developer Central:\n%s\n\nPlease put it in the prod secret store and redeploy order-import. Old one is already invalid.\n",
				key, hcaDate(), sec)
			return hcaS("lwa-client-secret", "ticket", t, []string{sec}, key)
		},
		func() Sample {
			pw, e := hcaPw(), hcaEmail()
			t := fmt.Sprintf("Hola %s! Ya cambié la contraseña de Seller Central México, la nueva es %s (el usuario sigue siendo %s). Cualquier cosa me avisas 👍", hcaName(), pw, e)
			return hcaS("seller-central-password", "chat", t, []string{pw}, e)
		},
		func() Sample {
			pw, e := hcaPw(), hcaEmail()
			t := fmt.Sprintf("%sさん\n\nセラーセントラル（JP）のログイン情報です。\nメール: %s\nパスワード: %s\n\n二段階認証のコードは私の携帯に届くので、ログイン時はLINEで連絡ください。\n", hcaP("田中", "佐藤", "鈴木"), e, pw)
			return hcaS("seller-central-password", "mail", t, []string{pw}, e)
		},
		func() Sample {
			cid, sec, rt := hcaLwaClient(), hcaLwaSecret(), hcaAtzr()
			t := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: spapi-%s\n  namespace: marketplace-sync\ntype: Opaque\nstringData:\n  LWA_CLIENT_ID: %s\n  LWA_CLIENT_SECRET: %s\n  REFRESH_TOKEN: %s\n",
				hcaP("de", "uk", "us", "eu"), cid, sec, rt)
			if hcaCoin() {
				t = strings.Replace(t, "  REFRESH_TOKEN: "+rt+"\n", "", 1)
				return hcaS("lwa-client-secret", "yaml", t, []string{sec}, cid, "marketplace-sync")
			}
			return hcaS("lwa-client-secret", "yaml", t, []string{sec, rt}, cid, "marketplace-sync")
		},
		func() Sample {
			rt, prof := hcaAtzr(), rnd(digits, hcaN(15, 16))
			t := fmt.Sprintf("PPC agency onboarding - %s\n\nAdvertising API profile: %s (%s)\nclient secret: in the agency vault (%s)\nrefresh token: %s\nBudget cap EUR %d/day until Q4, bids reviewed every Thursday.\n",
				hcaStore(), prof, hcaP("DE", "FR", "UK", "US"), hcaP("Keeper", "1Password", "Bitwarden"), rt, 50+rng.IntN(400))
			return hcaS("amazon-ads-refresh-token", "notes", t, []string{rt}, prof)
		},
		func() Sample {
			rt, sid := hcaAtzr(), hcaSellerID()
			t := fmt.Sprintf("diff --git a/config/amazon.ini b/config/amazon.ini\nindex %s..%s 100644\n--- a/config/amazon.ini\n+++ b/config/amazon.ini\n@@ -1,4 +1,5 @@\n [amazon]\n seller_id = %s\n-refresh_token =\n+refresh_token = %s\n report_type = GET_FLAT_FILE_OPEN_LISTINGS_DATA\n",
				rnd(hexs, 7), rnd(hexs, 7), sid, rt)
			return hcaS("sp-api-refresh-token", "diff", t, []string{rt}, sid, "GET_FLAT_FILE_OPEN_LISTINGS_DATA")
		},
		func() Sample {
			u, pw, who := hcaEmail(), hcaPw(), hcaName()
			t := fmt.Sprintf("Brand Registry access for the new VA (%s): log in with %s, password %s. Only reports + A+ content, no account settings please.", who, u, pw)
			return hcaS("brand-registry-password", "chat", t, []string{pw}, u)
		},
		func() Sample {
			pw, who := hcaPw(), hcaName()
			asin := hcaASIN()
			t := fmt.Sprintf("Weekly ops sync %s\nAttendees: %s, %s, %s\n\n1. FBA inbound shipment FBA%s stuck in receiving, %s opens a case.\n2. Listing %s suppressed (missing safety info) - fix by Fri.\n3. %s changed the Seller Central DE password to %s after the phishing mail; everyone please update your sheet.\n4. Q3 stock forecast next week.\n",
				hcaDate(), who, hcaName(), hcaName(), rnd(upper+digits, 9), hcaName(), asin, who, pw)
			return hcaS("seller-central-password", "notes", t, []string{pw}, asin)
		},
	}
}
