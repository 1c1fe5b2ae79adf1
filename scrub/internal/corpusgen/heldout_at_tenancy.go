package main

import "fmt"

// hatTenancy: messages between owners, tenants, agents and contractors, and facilities
// hand-over documents, with a credential among ordinary lines.
func hatTenancy(b *hatBag) {
	b.run(30, func() {
		pw := hatPw()
		c := hatCode()
		n, m := hatP(hatNames...), hatP(hatNames...)
		p := hatP(hatProps...)
		st := hatP(hatStreets...)
		unit := fmt.Sprint(hatN(101, 1208))
		switch rng.IntN(14) {
		case 0:
			keep := "Rent is due on the 1st; late fee after the 5th."
			b.add("tenant-message", "email", fmt.Sprintf("Dear %s,\n\nWelcome to %s, unit %s!\nYour building door code is %s and the mailbox key is with the concierge.\n%s\n\nKind regards,\n%s, Property Manager", n, st, unit, c, keep, m), []string{c}, keep)
		case 1:
			keep := "Il riscaldamento centralizzato parte il 15 ottobre."
			b.add("tenant-message", "email-it", fmt.Sprintf("Gentile %s,\nil codice del portone è %s.\n%s\nCordiali saluti,\n%s", n, c, keep, m), []string{c}, keep)
		case 2:
			b.add("tenant-message", "sms-pl", fmt.Sprintf("Dzień dobry, kod do domofonu: %s, a hasło do Wi-Fi w pralni: %s. Pozdrawiam, %s", c, pw, m), []string{c, pw})
		case 3:
			b.add("tenant-message", "chat-ar", fmt.Sprintf("مرحبا %s، رمز باب العمارة هو %s وكلمة مرور الواي فاي %s", n, c, pw), []string{c, pw})
		case 4:
			b.add("tenant-message", "chat-ko", fmt.Sprintf("%s님, 현관 비밀번호는 %s 입니다. 와이파이 비밀번호: %s", n, c, pw), []string{c, pw})
		case 5:
			b.add("tenant-message", "chat-zh", fmt.Sprintf("房东：大门密码 %s，车库遥控器在鞋柜里。WiFi密码是 %s", c, pw), []string{c, pw})
		case 6:
			b.add("tenant-message", "chat-ru", fmt.Sprintf("Добрый день! Код домофона %s, пароль от вайфая %s. Счётчики передаю до 25 числа.", c, pw), []string{c, pw}, "Счётчики передаю до 25 числа.")
		case 7:
			b.add("tenant-message", "chat-he", fmt.Sprintf("שלום %s, הקוד לדלת הכניסה הוא %s והסיסמה לוויפי היא %s", n, c, pw), []string{c, pw})
		case 8:
			b.add("tenant-message", "chat-vi", fmt.Sprintf("Chào anh %s, mã cửa cổng là %s, mật khẩu wifi là %s nhé.", n, c, pw), []string{c, pw})
		case 9:
			b.add("tenant-message", "chat-tr", fmt.Sprintf("Merhaba, bina kapı şifresi %s, Wi-Fi şifresi %s.", c, pw), []string{c, pw})
		case 10:
			b.add("tenant-message", "chat-nl", fmt.Sprintf("Hoi %s, de code van de fietsenstalling is %s en het wachtwoord van de wifi is %s.", n, c, pw), []string{c, pw})
		case 11:
			keep := "Punch list: touch-up paint in corridor L3, missing escutcheon unit " + unit + "."
			b.add("handover", "contractor-notes", fmt.Sprintf("%s — practical completion handover\nBMS (Niagara N4) web login: %s / %s\nFire panel: zone list taped inside door\n%s", p, hatP(hatUsers...), pw, keep), []string{pw}, keep)
		case 12:
			keep := "Filter change due every 90 days (MERV 13)."
			b.add("handover", "contractor-notes", fmt.Sprintf("RTU-%d controller (Carrier i-Vu)\nIP 10.20.%d.%d\nadmin password: %s\n%s", hatN(1, 8), hatN(0, 9), hatN(10, 200), pw, keep), []string{pw}, keep)
		default:
			keep := "Camera 7 (loading dock) needs re-aiming."
			b.add("handover", "cctv-notes", fmt.Sprintf("CCTV at %s\nNVR: Hikvision DS-7616NI, http://10.0.%d.%d\nadmin pw: %s\nRetention 30 days.\n%s", p, hatN(0, 9), hatN(10, 200), pw, keep), []string{pw}, keep)
		}
	})

	// Maintenance tickets and work orders carrying a credential.
	b.run(16, func() {
		pw := hatPw()
		wo := fmt.Sprintf("WO-%d-%05d", hatN(2022, 2025), hatN(1, 99999))
		vendor := hatP(hatVendors...)
		switch rng.IntN(5) {
		case 0:
			keep := "Vendor: " + vendor
			b.add("ticket", "ticket", fmt.Sprintf("%s | Elevator 2 out of service\n%s\nNotes: KONE remote monitoring login svc-kone / %s\nETA tomorrow 8am", wo, keep, pw), []string{pw}, keep)
		case 1:
			b.add("ticket", "ticket", fmt.Sprintf("#%s\nSubject: Boiler lockout at %s\nThe boiler controller asks for the service password: %s (from the commissioning sheet).\nPlease attend today.", wo, hatP(hatProps...), pw), []string{pw}, "Please attend today.")
		case 2:
			b.add("ticket", "ticket", fmt.Sprintf("%s\nAccess-control: Openpath admin for the new site is facilities@%s / %s\nAdd the cleaners' schedule.", wo, hatP("harborpm.com", "meridianliving.com"), pw), []string{pw}, "Add the cleaners' schedule.")
		case 3:
			b.add("ticket", "ticket-es", fmt.Sprintf("Orden %s: el técnico de %s necesita entrar al cuarto de máquinas.\nClave del panel de alarma: %s\nGracias.", wo, vendor, pw), []string{pw})
		default:
			b.add("ticket", "ticket", fmt.Sprintf("%s  closed by %s\nResolution: reset Ecobee hub, new account password %s, tenant notified.", wo, hatP(hatNames...), pw), []string{pw})
		}
	})
}
