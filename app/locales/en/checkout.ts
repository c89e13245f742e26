import type { checkout as tr } from "../tr/checkout";

export const checkout: typeof tr = {
  title: "Checkout",

  deliveryTitle: "Delivery Address",
  deliveryIntro:
    "Enter your delivery details to order without an account. We will e-mail the order confirmation to you.",
  firstName: "First name",
  lastName: "Last name",
  phone: "Mobile phone",
  phoneHint: "For example 0532 123 45 67, or with the country code +44 20 7946 0958",
  email: "E-mail",
  country: "Country",
  chooseCountry: "Choose a country",
  region: "Province",
  regionHint: "Pick from the list. For addresses outside Türkiye, type your region or state.",
  district: "District",
  addressType: "Address type",
  home: "Home",
  work: "Work",
  zipCode: "Postal code",
  address: "Address",
  addressHint: "Neighbourhood, street, building and flat number",
  continue: "CONTINUE",
  privacyNote:
    "By pressing CONTINUE you agree that your personal data is processed to deliver your order. Details: {kvkk}, {terms}.",
  kvkkLink: "Personal Data Protection Notice",
  termsLink: "Terms of Use and Privacy",
  recaptchaNotice:
    "This site is protected by reCAPTCHA and the Google {privacy} and {terms} apply.",
  googlePrivacy: "Privacy Policy",
  googleTerms: "Terms of Service",

  firstNameRequired: "First name is required.",
  lastNameRequired: "Last name is required.",
  phoneRequired: "Mobile phone is required.",
  phoneInvalid:
    "Enter a valid mobile number (0532 123 45 67, or with the country code +44 20 7946 0958).",
  emailRequired: "Email is required.",
  emailInvalid: "Email format is invalid.",
  countryRequired: "Choose a country.",
  countryInvalid: "Choose a country from the list.",
  regionRequired: "Province is required.",
  regionInvalid: "Choose a province of Türkiye from the list.",
  districtRequired: "District is required.",
  addressTypeRequired: "Choose the address type: home or work.",
  zipCodeRequired: "Postal code is required.",
  zipCodeInvalid: "The postal code must be 5 digits.",
  addressRequired: "Address is required.",
  botCheckFailed: "The security check failed. Please try again.",
  tooLong: "You can enter at most {max} characters.",

  summaryTitle: "Order Summary",
  quantity: "{n} pcs",
  subtotal: "Subtotal",
  discount: "Discount",
  couponCode: "Coupon: {code}",
  shipping: "Shipping",
  freeShipping: "Free",
  total: "Total",
  kdvIncluded: "Including 18% VAT: {tax}",
  editCart: "Edit cart",

  paymentTitle: "Payment Methods",
  deliveryTo: "Delivery Address",
  buyNowAlone: "You are buying this product alone; your cart stays as it is.",
  changeAddress: "Change address",
  homeAddress: "Home address",
  workAddress: "Work address",
  preInfoTitle: "Preliminary Information Form",
  preInfoSeller: "Seller: {name}, {address}. Phone: {phone}. E-mail: {email}.",
  preInfoGoods:
    "The products, their quantities and prices are as shown in the order summary. The total to pay is {total} including VAT; shipping is free.",
  preInfoDelivery: "The products are sent to your delivery address within 30 days of the order.",
  preInfoPayment:
    "Payment is made by debit or credit card in a single instalment, or by bank transfer.",
  preInfoWithdrawal:
    "You may withdraw within 14 days of delivery without giving a reason. Custom-made items and, for hygiene, earrings cannot be returned.",
  contractTitle: "Distance Selling Contract",
  contractAccept:
    "I have read and accept the Preliminary Information Form and the Distance Selling Contract.",
  cardTitle: "Debit / Credit Card",
  cardIntro:
    "You enter your card details in iyzico's secure payment form; they never reach our shop. Single payment.",
  cardButton: "Pay by Card",
  cardPreparing: "Preparing the payment form…",
  cardFormTitle: "Secure payment form",
  cardFormHint:
    "Complete the payment in the form below. Your items are held for you for 30 minutes.",
  transferTitle: "Bank Transfer",
  transferIntro:
    "Place your order, then send the total to one of the accounts below. Write your order number in the transfer description.",
  accountHolder: "Account holder",
  bank: "Bank",
  iban: "IBAN",
  accountCurrency: "Currency",
  placeOrder: "Place Order",
  placing: "Placing the order…",

  preSuccessTitle: "Your order has been received",
  preSuccessIntro:
    "Thank you! Send the total to one of the accounts below so that we can prepare your order.",
  orderNumber: "Order number",
  transferDescription: "Write your order number in the transfer description: {number}",
  amountToPay: "Amount to pay",
  successTitle: "Thank you!",
  successIntro: "Your payment was received and your order has been placed.",
  confirmationSent: "We have sent the order confirmation to {email}.",
  viewOrder: "View order",
  failureTitle: "Your order failed",
  failureText: "The order payment was not completed.",
  refundText:
    "Your payment was received but could not be applied to the order: it was already paid, or an item or the coupon ran out meanwhile. The amount charged to your card will be refunded; contact us with any questions.",
  reviewTitle: "Your payment is under review",
  reviewText:
    "iyzico is reviewing your payment for security: the amount was taken from your card, but your order is not confirmed yet. Once it is approved we will e-mail your order confirmation; if it is not, the amount goes back to your card. Please do not pay again.",
  tryAgain: "Try again",
  orderNotFound: "Order not found.",
  continueShopping: "Continue shopping",

  orderPlaced: "Your order has been placed.",
  orderAwaitsPayment: "Your order is waiting for its payment method.",
};
