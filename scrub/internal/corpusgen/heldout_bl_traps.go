package main

import (
	"fmt"
	"strings"
)

func hblMoney() string {
	return fmt.Sprintf("$%d,%03d", hblN(1, 950), hblN(0, 999))
}

func hblZoomID() string {
	return hblDigits(3) + " " + hblR("0123456789", 4) + " " + hblR("0123456789", 4)
}

// hblTrapSamples are a founder's and an ops person's ordinary notes: deals, invoices, invites.
func hblTrapSamples() []Sample {
	var out []Sample
	for i := 0; i < 120; i++ {
		var format, text string
		cat := "trap-business"
		switch i % 30 {
		case 0:
			format, text = "chat", fmt.Sprintf("Deal #%d (%s) moved to Closed Won 🎉 %s ARR", hblN(10000, 99999), hblTitle(hblCompany()), hblMoney())
		case 1:
			format, text = "notes", fmt.Sprintf("Pipeline review\n- HubSpot deal ID %s — stuck in Legal\n- deal %s — proposal sent %02d/%02d\n- %s renewal, owner %s", hblDigits(10), hblDigits(10), hblN(1, 28), hblN(1, 12), hblTitle(hblCompany()), hblName())
		case 2:
			format, text = "email", fmt.Sprintf("Hi %s,\n\nPlease find attached invoice INV-%d-%04d for %s, due within 30 days.\nPO number: PO-%s\n\nKind regards,\nAccounts", hblName(), hblN(2023, 2025), hblN(1, 9999), hblMoney(), hblR("0123456789", 6))
		case 3:
			format, text = "chat", fmt.Sprintf("Stripe shows invoice %s-%04d as paid, customer cus_%s, payment pi_%s", strings.ToUpper(hblR(hblHex, 8)), hblN(1, 30), hblR(hblAlnum, 14), hblR(hblAlnum, 24))
		case 4:
			format, text = "table", fmt.Sprintf("| Holder | Shares | %% |\n|---|---|---|\n| Founders | %d,%03d,000 | %d.%d%% |\n| Seed investors | %d,%03d,%03d | %d.%d%% |\n| Option pool | 1,250,000 | 12.5%% |", hblN(4, 6), hblN(0, 999), hblN(50, 70), hblN(0, 9), hblN(1, 2), hblN(0, 999), hblN(0, 999), hblN(15, 25), hblN(0, 9))
		case 5:
			format, text = "notes", fmt.Sprintf("Cap table after the SAFE conversion: pre-money %s, price per share $%d.%04d, fully diluted %d,%03d,%03d shares.", hblMoney()+",000", hblN(0, 3), hblN(0, 9999), hblN(8, 15), hblN(0, 999), hblN(0, 999))
		case 6:
			format, text = "email", fmt.Sprintf("%s is inviting you to a scheduled Zoom meeting.\n\nTopic: Board meeting Q%d\nTime: %s %d, 2025 04:00 PM Berlin\n\nJoin Zoom Meeting\nhttps://us02web.zoom.us/j/%s\n\nMeeting ID: %s\nPasscode: %s", hblName(), hblN(1, 4), hblP("Mar", "Jun", "Sep", "Dec"), hblN(1, 28), hblDigits(11), hblZoomID(), hblR("0123456789", 6))
		case 7:
			format, text = "chat", fmt.Sprintf("zoom for the investor update: Meeting ID %s, passcode %s (it's in the calendar invite too)", hblZoomID(), hblR(hblAlnum, 6))
		case 8:
			format, text = "notes", fmt.Sprintf("Weekly sync → Google Meet meet.google.com/%s-%s-%s, dial-in +1 %d-%d-%04d PIN: %s#", hblR("abcdefghijklmnopqrstuvwxyz", 3), hblR("abcdefghijklmnopqrstuvwxyz", 4), hblR("abcdefghijklmnopqrstuvwxyz", 3), hblN(200, 999), hblN(200, 999), hblN(0, 9999), hblR("0123456789", 9))
		case 9:
			format, text = "chat", fmt.Sprintf("book a slot with me: https://calendly.com/%s-%s/30min", hblLowerName(), hblCompany())
		case 10:
			format, text = "email", fmt.Sprintf("Microsoft Teams meeting\nJoin on your computer, mobile app or room device\nMeeting ID: %s %s %s %s\nPasscode: %s\nNeed help? | System reference", hblDigits(3), hblR("0123456789", 3), hblR("0123456789", 3), hblR("0123456789", 3), hblR(hblAlnum, 6))
		case 11:
			format, text = "chat", fmt.Sprintf("use my referral code %s%d for 20%% off your first month of %s", strings.ToUpper(hblName()), hblN(10, 99), hblTool())
		case 12:
			format, text = "notes", fmt.Sprintf("Promo for the launch: coupon %s%d (25%% off, expires %02d/%02d), Stripe coupon id %s", hblP("LAUNCH", "SPRING", "BLACKFRIDAY", "WELCOME", "PH"), hblN(10, 50), hblN(1, 28), hblN(1, 12), hblR(hblAlnum, 8))
		case 13:
			format, text = "chat", fmt.Sprintf("Shopify discount code %s is live, 500 uses max", hblP("FREESHIP", "BUNDLE", "VIP", "FRIENDS")+hblR(hblUpAl, 4))
		case 14:
			format, text = "chat", fmt.Sprintf("Airtable base app%s, table tbl%s, view viw%s — that's the lead list", hblR(hblAlnum, 14), hblR(hblAlnum, 14), hblR(hblAlnum, 14))
		case 15:
			format, text = "chat", fmt.Sprintf("Notion page with the OKRs: https://www.notion.so/%s/Q3-OKRs-%s", hblCompany(), hblR(hblHex, 32))
		case 16:
			format, text = "notes", fmt.Sprintf("Stripe: price_%s (Pro monthly, €49), prod_%s (Pro), publishable key pk_live_%s in the checkout page", hblR(hblAlnum, 24), hblR(hblAlnum, 14), hblR(hblAlnum, 99))
		case 17:
			format, text = "chat", fmt.Sprintf("the login is %s / Google SSO, no separate password", hblEmail())
		case 18:
			format, text = "chat", fmt.Sprintf("%s login admin / %s (%s is the model)", hblP("router", "NAS", "printer"), hblP("see the sticker on the bottom", "password is in 1Password", "ask IT", "reset it with the pin button"), hblP("Fritz!Box 7530", "Archer AX55", "UDM Pro", "DS920+"))
		case 19:
			format, text = "chat", fmt.Sprintf("go to Admin / Settings / Integrations and click \"Connect %s\"", hblTool())
		case 20:
			format, text = "notes", fmt.Sprintf("Password policy for the team: 12+ characters, no reuse, everything in 1Password, 2FA on %s and %s. Rotate shared logins when someone leaves.", hblTool(), hblTool())
		case 21:
			format, text = "chat", fmt.Sprintf("%s: I forgot my %s password again\n%s: use \"Forgot password\" on the login page, the reset link goes to your work email", hblName(), hblTool(), hblName())
		case 22:
			format, text = "chat", fmt.Sprintf("HubSpot portal %s, form GUID %s — embed it on the pricing page", hblDigits(8), hblUUID())
		case 23:
			format, text = "email", fmt.Sprintf("Your order #%s has shipped! Tracking number: 1Z%s. Estimated delivery %s %d.", hblR("0123456789", 6), hblR(hblUpAl, 16), hblP("Mon", "Tue", "Thu"), hblN(1, 28))
		case 24:
			format, text = "chat", fmt.Sprintf("call me on +%d %d %s %s if the demo link breaks", hblN(30, 49), hblN(150, 179), hblR("0123456789", 4), hblR("0123456789", 4))
		case 25:
			format, text = "notes", fmt.Sprintf("Data room index\n01 Financials/P&L_FY24.xlsx\n02 Legal/SHA_signed.pdf\n03 Product/roadmap_v%d.pdf\nAccess: %s and %s (viewer)", hblN(2, 9), hblEmail(), hblEmail())
		case 26:
			format, text = "chat", fmt.Sprintf("Zapier zap %s keeps failing at step 3 (Find Person in Pipedrive) — task history id %s", hblDigits(9), hblDigits(12))
		case 27:
			format, text = "chat", fmt.Sprintf("Bitte Rechnung RE-%d-%04d an buchhaltung@%s schicken, USt-IdNr DE%s", hblN(2024, 2025), hblN(1, 9999), hblDomain(), hblR("0123456789", 9))
		case 28:
			format, text = "notes", fmt.Sprintf("SAFE terms: $%d,000,000 cap, %d%% discount, MFN. Wire ref %s-%s.", hblN(4, 20), hblN(10, 25), strings.ToUpper(hblCompany()), hblR(hblUpAl, 6))
		default:
			format, text = "chat", fmt.Sprintf("the 1Password vault \"%s\" is shared with %s now, ask her for access instead of DMing passwords", hblP("Sales", "Ops", "Finance", "Marketing"), hblName())
		}
		out = append(out, hblTrap(cat, format, text))
	}
	return out
}
